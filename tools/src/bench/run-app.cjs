// Runs one service's or the gateway's build (dist/app.js) in its own process, as deployed (plain node, no TypeScript
// loader): `node run-app.cjs <workspace dir> '<overrides json>'`. Prints "READY <url>" once listening and stops
// gracefully on SIGTERM/SIGINT (used by the bench).
const path = require('node:path');

async function main() {
  const [workspace, overridesJson = '{}'] = process.argv.slice(2);
  if (!workspace) throw new Error('usage: run-app.cjs <workspace dir> [overrides json]');
  const app = require(path.resolve(workspace, 'dist/app.js'));
  const { url } = await app.start(JSON.parse(overridesJson));
  process.stdout.write(`READY ${url}\n`);
  const stop = () => {
    app.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
