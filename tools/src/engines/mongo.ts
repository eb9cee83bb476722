import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { say } from './log';
import { cacheDir, FERRETDB_VERSION } from './profiles';
import { commandExists, run, startProcess, waitUntil, type RunningProcess } from './processes';

/**
 * Our build of FerretDB: the release with its `_id` lookups using the `_id` index (decision 093), also when the filter
 * names other fields beside `_id` (decision 184).
 */
const ferretdbBinary = path.join(cacheDir, 'bin', `ferretdb-${FERRETDB_VERSION}-id-index-2`);

/**
 * FerretDB 1.24's SQLite backend filters `_id` as `_ferretdb_sjson->'$._id'` while its `_id` index is on
 * `_ferretdb_sjson->'_id'`: the same value to SQLite, but not the indexed expression, so every find, update and delete
 * by `_id` scanned the collection (565 ms for the last of 100,000 documents). Writing the filter as the index is made
 * lets SQLite search the index (1–2 ms).
 */
function makeIdLookupsUseTheIndex(sourceDir: string): void {
  const file = path.join(sourceDir, 'internal', 'backends', 'sqlite', 'metadata', 'metadata.go');
  const source = fs.readFileSync(file, 'utf8');
  const scanning = `IDColumn = DefaultColumn + "->'$._id'"`;
  if (!source.includes(scanning)) throw new Error(`FerretDB ${FERRETDB_VERSION}: ${file} no longer defines ${scanning}`);
  fs.writeFileSync(file, source.replace(scanning, `IDColumn = DefaultColumn + "->'_id'"`));
}

/**
 * The SQLite backend looks a document up by `_id` only when `_id` is the filter's one field: a claim such as
 * `{ _id, status: 'pending' }` or `{ _id, revision: 3 }` scanned the whole collection (19 s at 100,000 profiles). Every
 * command applies its whole filter again to what the backend returns (find, count, update, delete, findAndModify), so
 * the backend may narrow by the `_id` whatever other fields the filter has (decision 184).
 */
function lookUpByIdBesideOtherFields(sourceDir: string): void {
  const file = path.join(sourceDir, 'internal', 'backends', 'sqlite', 'collection.go');
  const source = fs.readFileSync(file, 'utf8');
  const onlyField = 'if params.Filter.Len() == 1 {';
  if (source.split(onlyField).length !== 3) throw new Error(`FerretDB ${FERRETDB_VERSION}: ${file} no longer has two \`${onlyField}\``);
  fs.writeFileSync(file, source.replaceAll(onlyField, 'if params.Filter.Len() >= 1 {'));
}

export async function pingMongo(url: string): Promise<boolean> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 1000, connectTimeoutMS: 1000 });
  try {
    await client.connect();
    const reply = await client.db('admin').command({ ping: 1 });
    return reply.ok === 1;
  } finally {
    await client.close().catch(() => undefined);
  }
}

/**
 * Builds FerretDB once into the cache. Two quirks of building it from the module proxy are handled here:
 * `go install pkg@version` asks the proxy for the module's version list (a deprecation check) which some
 * proxies refuse, so we build from a throwaway module pinning the version; and the module lacks the
 * generated build/version/version.txt, so we build a copy of its source that has it (and our two small fixes).
 */
async function ensureFerretdb(): Promise<string> {
  if (fs.existsSync(ferretdbBinary)) return ferretdbBinary;
  if (!commandExists('go')) throw new Error('Neither mongod nor Go is installed: install one of them, or set MONGO_URL.');
  say('mongo', `building FerretDB ${FERRETDB_VERSION} with Go (first start only, a few minutes)…`);
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferretdb-build-'));
  const env = { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=mod' };
  const module = `github.com/FerretDB/FerretDB@${FERRETDB_VERSION}`;
  const download = await run('go', ['mod', 'download', '-json', module], { cwd: buildDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const sourceDir = path.join(buildDir, 'ferretdb-src');
  fs.cpSync((JSON.parse(download) as { Dir: string }).Dir, sourceDir, { recursive: true });
  await run('chmod', ['-R', 'u+w', sourceDir]);
  fs.writeFileSync(path.join(sourceDir, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
  makeIdLookupsUseTheIndex(sourceDir);
  lookUpByIdBesideOtherFields(sourceDir);
  await run('go', ['mod', 'init', 'padel/ferretdb-build'], { cwd: buildDir, env, stdio: 'ignore' });
  await run('go', ['mod', 'edit', `-require=${module}`, '-replace=github.com/FerretDB/FerretDB=./ferretdb-src'], { cwd: buildDir, env });
  fs.mkdirSync(path.dirname(ferretdbBinary), { recursive: true });
  await run('go', ['build', '-o', `${ferretdbBinary}.partial`, 'github.com/FerretDB/FerretDB/cmd/ferretdb'], { cwd: buildDir, env });
  fs.renameSync(`${ferretdbBinary}.partial`, ferretdbBinary);
  fs.rmSync(buildDir, { recursive: true, force: true });
  say('mongo', 'FerretDB built');
  return ferretdbBinary;
}

/** True when the server at `url` is FerretDB (it reports itself in buildInfo). */
export async function isFerretdb(url: string): Promise<boolean> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 2000 });
  try {
    const info = await client.db('admin').command({ buildInfo: 1 });
    return 'ferretdbVersion' in info || JSON.stringify(info).toLowerCase().includes('ferretdb');
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** Starts `mongod` when it is on PATH, else FerretDB with its SQLite backend. */
export async function startMongo(options: { port: number; dataDir: string }): Promise<RunningProcess> {
  const url = `mongodb://127.0.0.1:${options.port}`;
  const logFile = path.join(options.dataDir, 'logs', 'mongo.log');
  let running: RunningProcess;
  if (commandExists('mongod')) {
    const dbPath = path.join(options.dataDir, 'mongod');
    fs.mkdirSync(dbPath, { recursive: true });
    say('mongo', `starting mongod on ${options.port}`);
    running = startProcess('mongod', 'mongod', ['--dbpath', dbPath, '--port', String(options.port), '--bind_ip', '127.0.0.1'], {
      env: process.env,
      logFile,
      pidFile: path.join(options.dataDir, 'pids', 'mongo.pid'),
    });
  } else {
    const binary = await ensureFerretdb();
    const sqliteDir = path.join(options.dataDir, 'ferretdb');
    fs.mkdirSync(sqliteDir, { recursive: true });
    say('mongo', `starting FerretDB on ${options.port}`);
    running = startProcess(
      'ferretdb',
      binary,
      [
        '--handler=sqlite',
        `--sqlite-url=file:${sqliteDir}/`,
        `--listen-addr=127.0.0.1:${options.port}`,
        '--state-dir=-',
        '--debug-addr=-',
        '--telemetry=disable',
        '--log-level=warn',
      ],
      { env: process.env, logFile, pidFile: path.join(options.dataDir, 'pids', 'mongo.pid') },
    );
  }
  await waitUntil('MongoDB-wire database', () => pingMongo(url), { timeoutMs: 60_000, logFile, process: running });
  say('mongo', `ready at ${url}`);
  return running;
}
