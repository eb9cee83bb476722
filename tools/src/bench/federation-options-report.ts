// npx tsx tools/src/bench/federation-options-report.ts: what each of the lean @module-federation/enhanced settings saves
// (decision 174). Builds the shell and mf-public once with every setting, then once without each, into a temporary
// folder, and prints the gzip size of the shell's start-up scripts, its main.js (the federation runtime) and
// mf-public's remoteEntry.js, with the build time.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from '../engines';

interface Variant {
  label: string;
  leaveOut: string[];
}

interface Figures {
  startupGzip: number;
  mainGzip: number;
  remoteEntryGzip: number;
  buildSeconds: number;
}

const requireFromShell = createRequire(path.join(repoRoot, 'shell/package.json'));
const webpack = requireFromShell('webpack') as (
  config: unknown,
  callback: (error: Error | null, stats?: { hasErrors(): boolean; toString(options: string): string }) => void,
) => void;
const { createFrontendConfig, LEAN_FEDERATION_OPTIONS } = requireFromShell('../packages/platform/build/webpack-config.cjs') as {
  createFrontendConfig: (options: Record<string, unknown>) => (env: unknown, argv: { mode: string }) => unknown;
  LEAN_FEDERATION_OPTIONS: string[];
};

const gzipSize = (file: string): number => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function build(config: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

async function measure(variant: Variant, outDir: string): Promise<Figures> {
  const shellOut = path.join(outDir, 'shell');
  const remoteOut = path.join(outDir, 'mf-public');
  const started = Date.now();
  const production = { mode: 'production' };
  await build(
    createFrontendConfig({
      name: 'shell',
      dir: path.join(repoRoot, 'shell'),
      publicPath: '/',
      html: true,
      leaveOut: variant.leaveOut,
      outputPath: shellOut,
    })({}, production),
  );
  await build(
    createFrontendConfig({
      name: 'mf_public',
      dir: path.join(repoRoot, 'mf-public'),
      publicPath: '/mf/public/',
      exposes: { './app': './src/app.tsx' },
      leaveOut: variant.leaveOut,
      outputPath: remoteOut,
    })({}, production),
  );
  const page = fs.readFileSync(path.join(shellOut, 'index.html'), 'utf8');
  const scripts = [...page.matchAll(/<script[^>]*src="?\/([^\s">]+)"?/g)].map((match) => match[1]!);
  const main = scripts.find((file) => file.startsWith('main.'));
  if (!main) throw new Error('the shell page loads no main.js');
  return {
    startupGzip: scripts.reduce((sum, file) => sum + gzipSize(path.join(shellOut, file)), 0),
    mainGzip: gzipSize(path.join(shellOut, main)),
    remoteEntryGzip: gzipSize(path.join(remoteOut, 'remoteEntry.js')),
    buildSeconds: (Date.now() - started) / 1000,
  };
}

async function main(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-federation-report-'));
  const variants: Variant[] = [
    { label: 'every lean setting', leaveOut: [] },
    ...LEAN_FEDERATION_OPTIONS.map((option) => ({ label: `without ${option}`, leaveOut: [option] })),
  ];
  try {
    const rows: Array<[Variant, Figures]> = [];
    for (const variant of variants) {
      console.error(`[federation-report] building ${variant.label}…`);
      rows.push([variant, await measure(variant, path.join(outDir, variant.label.replace(/\W+/g, '-')))]);
    }
    const [, lean] = rows[0]!;
    console.log(
      '| build | shell start-up scripts | shell main.js | mf-public remoteEntry.js | page total (shell + remoteEntry) | saved by the setting | build time |',
    );
    console.log('| --- | --: | --: | --: | --: | --: | --: |');
    for (const [variant, figures] of rows) {
      const total = figures.startupGzip + figures.remoteEntryGzip;
      const saved = variant.leaveOut.length ? kb(total - (lean.startupGzip + lean.remoteEntryGzip)) : '';
      console.log(
        `| ${variant.label} | ${kb(figures.startupGzip)} | ${kb(figures.mainGzip)} | ${kb(figures.remoteEntryGzip)} | ${kb(total)} | ${saved} | ${figures.buildSeconds.toFixed(0)} s |`,
      );
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
