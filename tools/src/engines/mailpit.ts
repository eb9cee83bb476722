import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { say } from './log';
import { cacheDir, MAILPIT_VERSION } from './profiles';
import { commandExists, run, startProcess, waitUntil, type RunningProcess } from './processes';

const mailpitBinary = path.join(cacheDir, 'bin', `mailpit-${MAILPIT_VERSION}`);

/** True when a Mailpit answers its API at `webUrl`. */
export async function pingMailpit(webUrl: string): Promise<boolean> {
  const response = await fetch(`${webUrl}/api/v1/info`, { signal: AbortSignal.timeout(2000) });
  return response.ok && 'Version' in ((await response.json()) as object);
}

/**
 * Builds Mailpit once into the cache. `go install …@version` is refused (the module proxy has no version list for
 * it), so it is built from a throwaway module that requires the pinned version.
 */
async function ensureMailpit(): Promise<string> {
  if (fs.existsSync(mailpitBinary)) return mailpitBinary;
  if (!commandExists('go')) throw new Error('Go is required to build Mailpit once (or set SMTP_URL and MAILPIT_URL).');
  say('mailpit', `building Mailpit ${MAILPIT_VERSION} with Go (first start only, about a minute)…`);
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailpit-build-'));
  const env = { ...process.env, CGO_ENABLED: '0' };
  try {
    await run('go', ['mod', 'init', 'padel/mailpit-build'], { cwd: buildDir, env, stdio: 'ignore' });
    await run('go', ['get', `github.com/axllent/mailpit@${MAILPIT_VERSION}`], { cwd: buildDir, env });
    fs.mkdirSync(path.dirname(mailpitBinary), { recursive: true });
    await run('go', ['build', '-o', `${mailpitBinary}.partial`, 'github.com/axllent/mailpit'], { cwd: buildDir, env });
    fs.renameSync(`${mailpitBinary}.partial`, mailpitBinary);
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
  say('mailpit', 'Mailpit built');
  return mailpitBinary;
}

/**
 * Mailpit: an SMTP server that keeps every mail it gets, with a web mailbox and an HTTP API at `webPort`. The site's
 * mail is kept in the data directory; the test profile's directory starts empty.
 */
export async function startMailpit(options: { smtpPort: number; webPort: number; dataDir: string }): Promise<RunningProcess> {
  const binary = await ensureMailpit();
  const dir = path.join(options.dataDir, 'mailpit');
  fs.mkdirSync(dir, { recursive: true });
  const logFile = path.join(options.dataDir, 'logs', 'mailpit.log');
  say('mailpit', `starting SMTP on ${options.smtpPort}, mailbox on ${options.webPort}`);
  const running = startProcess(
    'mailpit',
    binary,
    [
      `--smtp=127.0.0.1:${options.smtpPort}`,
      `--listen=127.0.0.1:${options.webPort}`,
      `--database=${path.join(dir, 'mailpit.db')}`,
      // Local mail without authentication or TLS, as Keycloak and nodemailer send it here.
      '--smtp-auth-accept-any',
      '--smtp-auth-allow-insecure',
      '--disable-version-check',
    ],
    { env: process.env, logFile, pidFile: path.join(options.dataDir, 'pids', 'mailpit.pid') },
  );
  const webUrl = `http://127.0.0.1:${options.webPort}`;
  await waitUntil('Mailpit', () => pingMailpit(webUrl), { timeoutMs: 30_000, logFile, process: running });
  say('mailpit', `ready: smtp://127.0.0.1:${options.smtpPort}, mailbox ${webUrl}`);
  return running;
}
