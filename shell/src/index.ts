// The shell provides every shared module eagerly (decision 174), so its code starts without an async boundary.
import { bootstrap } from './bootstrap';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
bootstrap(root).catch((error: unknown) => console.error('The shell failed to start', error));
