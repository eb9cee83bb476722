export { ensureEngines, stopEngines, PORTS, repoRoot, dataDirFor, type Engines, type EngineEnv, type Profile } from './engines/index';
