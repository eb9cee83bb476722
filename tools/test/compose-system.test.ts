// The whole system from its images under compose (issue 15), reached only through the gateway's published port.
// npm test runs this file alone after the other tests (tools/src/jest/test.ts), with the images it built.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchBrowser } from '../src/testing/browser';
import { say } from '../src/engines/log';
import { repoRoot } from '../src/engines/profiles';
import { COMPOSE_TEST_PORT, composeTestProject } from '../src/compose/compose-test-project';
import { backup, restore, rotateSignupSecret } from '../src/compose/operator-tasks';

const project = composeTestProject();
const gateway = `http://127.0.0.1:${COMPOSE_TEST_PORT}`;
const run = randomBytes(4).toString('hex');
const DEMO_PASSWORD = 'padel-demo-2026';

interface Answer<T> {
  status: number;
  body: T;
  ms: number;
}

async function call<T>(
  route: string,
  { token, method = 'GET', body, requestId }: { token?: string; method?: string; body?: unknown; requestId?: string } = {},
): Promise<Answer<T>> {
  const started = Date.now();
  const response = await fetch(`${gateway}/api${route}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(requestId ? { 'X-Request-Id': requestId } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, ms: Date.now() - started };
}

async function ok<T>(route: string, options: Parameters<typeof call>[1] = {}): Promise<T> {
  const answer = await call<T>(route, options);
  if (answer.status >= 300) throw new Error(`${options.method ?? 'GET'} ${route}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

interface Account {
  id: string;
  token: string;
}

const accountEmail = (name: string): string => `compose-${name}-${run}@example.com`;
const accountPassword = `secret-${run}`;

async function signUp(name: string): Promise<Account> {
  const { user, session } = await ok<{ user: { id: string }; session: { access_token: string } }>('/auth/signup', {
    method: 'POST',
    body: { email: accountEmail(name), password: accountPassword, full_name: `Compose ${name} ${run}` },
  });
  return { id: user.id, token: session.access_token };
}

async function signIn(email: string, password: string): Promise<{ token?: string; error?: string }> {
  const response = await fetch(`${gateway}/auth/realms/padel/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', client_id: 'padel-web', username: email, password, scope: 'openid' }),
  });
  const body = (await response.json()) as { access_token?: string; error?: string; error_description?: string };
  return body.access_token ? { token: body.access_token } : { error: `${response.status} ${body.error_description ?? body.error}` };
}

async function demoToken(email: string): Promise<string> {
  const { token, error } = await signIn(email, DEMO_PASSWORD);
  if (!token) throw new Error(`sign-in of ${email}: ${error}`);
  return token;
}

/** When a container started, by id: a container that was recreated or restarted starts anew. */
function startedAt(service: string): Record<string, string> {
  return Object.fromEntries(
    project
      .containerIds(service)
      .map((id) => [id, spawnSync('docker', ['inspect', '-f', '{{.State.StartedAt}}', id], { encoding: 'utf8' }).stdout.trim()]),
  );
}

/** The JSON log lines of every container of `service`. */
function logLines(service: string): Array<Record<string, unknown>> {
  return project.containerIds(service).flatMap((id) =>
    spawnSync('docker', ['logs', id], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
      .stdout.split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => ({ ...(JSON.parse(line) as Record<string, unknown>), container: id })),
  );
}

const TEN_MINUTES = 10 * 60_000;

beforeAll(async () => {
  project.down(['--volumes']);
  const started = Date.now();
  await project.build();
  const built = Date.now();
  await project.up();
  say(
    'compose',
    `images built in ${Math.round((built - started) / 1000)} s, system healthy ${Math.round((Date.now() - built) / 1000)} s later`,
  );
}, 45 * 60_000);

afterAll(() => {
  project.down(['--volumes']);
}, 5 * 60_000);

describe('the compose system, through the gateway only', () => {
  let a: Account;
  let b: Account;
  let teamId: string;
  let tournamentId: string;

  it(
    'when two new users team up and enter a tournament, then the tournaments service knows the team and the teams service lists the entry',
    async () => {
      // Arrange: two new accounts and a tournament of the demo organizer
      [a, b] = [await signUp('a'), await signUp('b')];
      const noura = await demoToken('noura@padel.local');
      ({
        tournament: { id: tournamentId },
      } = await ok<{ tournament: { id: string } }>('/tournaments', {
        token: noura,
        method: 'POST',
        body: { title: `Compose Cup ${run}`, category: 'silver', level: 'C', start_date: '2026-12-20', city: 'Dubai' },
      }));

      // Act: invite, accept, enter (once the tournaments service has the team from the teams service's event), confirm
      await ok('/team-invitations', { token: a.token, method: 'POST', body: { invitee_id: b.id } });
      const [invitation] = await ok<Array<{ id: string }>>('/team-invitations/me', { token: b.token });
      ({
        team: { id: teamId },
      } = await ok<{ team: { id: string } }>(`/team-invitations/${invitation!.id}/accept`, { token: b.token, method: 'POST' }));
      const entry = await eventually(
        async () =>
          (
            await ok<{ entry: { id: string } }>('/tournament-entries', {
              token: a.token,
              method: 'POST',
              body: { tournament_id: tournamentId, team_id: teamId },
            })
          ).entry,
        'the tournaments service to know the team',
      );
      const confirmed = await ok<{ entry: { status: string } }>(`/tournament-entries/${entry.id}/confirm`, {
        token: b.token,
        method: 'PATCH',
      });

      // Assert: the confirmation's event reached the teams service
      expect(confirmed.entry.status).toBe('confirmed');
      const entered = await eventually(async () => {
        const teams = await ok<Array<{ id: string; tournaments_entered?: Array<{ tournament_id: string }> }>>('/teams/me', {
          token: a.token,
        });
        return teams.find((team) => team.id === teamId)?.tournaments_entered?.find((item) => item.tournament_id === tournamentId);
      }, 'the teams service to list the entered tournament');
      expect(entered).toMatchObject({ tournament_id: tournamentId });
    },
    TEN_MINUTES,
  );

  it(
    'when the teams container is stopped, then it stops gracefully, a request that needs it answers 503 at once, and it works again once started',
    async () => {
      // Act: SIGTERM, and compose's stop_grace_period before a SIGKILL
      const [container] = project.containerIds('teams');
      project.run(['stop', 'teams']);
      const exit = spawnSync('docker', ['inspect', '-f', '{{.State.ExitCode}} {{.State.OOMKilled}}', container!], {
        encoding: 'utf8',
      }).stdout.trim();
      const whileStopped = await call<{ error?: string }>('/teams/me', { token: a.token });
      project.run(['start', 'teams']);
      await project.waitHealthy('teams');
      const afterStart = await call<unknown[]>('/teams/me', { token: a.token });

      // Assert: a graceful stop (exit 0, not 137 from SIGKILL), a quick 503, then service again
      expect(exit).toBe('0 false');
      expect(whileStopped.status).toBe(503);
      expect(whileStopped.body.error).toEqual(expect.any(String));
      expect(whileStopped.ms).toBeLessThan(5000);
      expect(afterStart.status).toBe(200);
      expect(afterStart.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: teamId })]));
    },
    TEN_MINUTES,
  );
});

describe('independent deployment', () => {
  it(
    'when only mf-public is rebuilt with a visible change and restarted, then the site shows it and the shell and gateway were not touched',
    async () => {
      // Arrange: a copy of the sources with a new home page title
      const untouched = { shell: startedAt('shell'), gateway: startedAt('gateway') };
      const context = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-mf-public-release-'));
      const skipped = new Set(['node_modules', 'dist', '.git', '.data', 'coverage', 'e2e', 'bench-results']);
      fs.cpSync(repoRoot, context, { recursive: true, filter: (source) => !skipped.has(path.basename(source)) });
      fs.mkdirSync(path.join(context, 'e2e'));
      fs.copyFileSync(path.join(repoRoot, 'e2e', 'package.json'), path.join(context, 'e2e', 'package.json'));
      const catalog = path.join(context, 'mf-public', 'src', 'i18n', 'en.json');
      const title = `The Gulf's padel league, release ${run}`;
      const messages = JSON.parse(fs.readFileSync(catalog, 'utf8')) as Record<string, string>;
      fs.writeFileSync(catalog, JSON.stringify({ ...messages, 'hero.title': title }, null, 2));

      // Act: build that one image and let compose replace that one container
      const built = spawnSync(
        'docker',
        [
          'build',
          '-q',
          '-f',
          'infra/docker/app.Dockerfile',
          '--target',
          'front-end',
          '--build-arg',
          'APP=mf-public',
          '-t',
          'padel/mf-public:compose-test',
          '.',
        ],
        { cwd: context, stdio: 'inherit' },
      );
      fs.rmSync(context, { recursive: true, force: true });
      expect(built.status).toBe(0);
      project.run(['up', '-d', '--no-deps', '--no-build', 'mf-public']);
      await project.waitHealthy('mf-public');
      const browser = await launchBrowser();
      try {
        await browser.page.goto(`${gateway}/`);
        const heading = browser.page.getByRole('heading', { level: 1, name: title });

        // Assert
        await heading.waitFor({ timeout: 60_000 });
      } finally {
        await browser.close();
      }
      expect({ shell: startedAt('shell'), gateway: startedAt('gateway') }).toEqual(untouched);
    },
    TEN_MINUTES,
  );

  it(
    'when the teams service runs two replicas, then each event it consumes is handled once',
    async () => {
      // Arrange
      project.run(['up', '-d', '--no-deps', '--no-build', '--scale', 'teams=2', 'teams']);
      await project.waitHealthy('teams');
      expect(project.containerIds('teams')).toHaveLength(2);
      const noura = await demoToken('noura@padel.local');
      const {
        tournament: { id },
      } = await ok<{ tournament: { id: string } }>('/tournaments', {
        token: noura,
        method: 'POST',
        body: { title: `Compose Replicas ${run}`, category: 'bronze', level: 'D', start_date: '2026-12-21', city: 'Doha' },
      });

      // Act: status changes, each published as tournament-status-changed and consumed by the teams service
      const requestIds: string[] = [];
      for (let change = 0; change < 10; change += 1) {
        const requestId = `compose-replicas-${run}-${change}`;
        requestIds.push(requestId);
        await ok(`/tournaments/${id}/status`, {
          token: noura,
          method: 'PATCH',
          body: { status: change % 2 === 0 ? 'closed' : 'published' },
          requestId,
        });
      }

      // Assert: one 'event handled' line per change, across both replicas
      const handled = await eventually(() => {
        const lines = logLines('teams').filter((line) => line.msg === 'event handled' && requestIds.includes(String(line.reqId)));
        return Promise.resolve(lines.length >= requestIds.length ? lines : undefined);
      }, 'both replicas to handle the status changes');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const final = logLines('teams').filter((line) => line.msg === 'event handled' && requestIds.includes(String(line.reqId)));
      expect(final.map((line) => line.reqId).sort()).toEqual([...requestIds].sort());
      expect(new Set(final.map((line) => line.eventId)).size).toBe(requestIds.length);
      expect(handled.length).toBe(requestIds.length);
    },
    TEN_MINUTES,
  );
});

describe("the README's operator tasks", () => {
  /** The backup the first test made and restored, for the failed restores after it. */
  let backupDirectory = '';

  afterAll(() => {
    if (backupDirectory) fs.rmSync(backupDirectory, { recursive: true, force: true });
  });

  /** A copy of the backup with one volume's archive replaced by `archive`. */
  function backupWith(volume: string, archive: Buffer): string {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-compose-bad-backup-'));
    fs.cpSync(backupDirectory, directory, { recursive: true });
    fs.writeFileSync(path.join(directory, `${volume}.tgz`), archive);
    return directory;
  }

  /** A gzip'd tar that reads through but cannot be unpacked: the file `./x`, then `./x/y`, which needs `x` to be a directory. */
  function unpackableArchive(): Buffer {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-compose-unpackable-'));
    fs.mkdirSync(path.join(work, 'file'));
    fs.writeFileSync(path.join(work, 'file', 'x'), 'a file');
    fs.mkdirSync(path.join(work, 'directory', 'x'), { recursive: true });
    fs.writeFileSync(path.join(work, 'directory', 'x', 'y'), 'a file in a directory');
    const tar = path.join(work, 'archive.tar');
    for (const args of [
      ['-C', path.join(work, 'file'), '-cf', tar, './x'],
      ['-C', path.join(work, 'directory'), '-rf', tar, './x/y'],
    ]) {
      const result = spawnSync('tar', args, { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`tar ${args.join(' ')}: ${result.stderr}`);
    }
    const archive = zlib.gzipSync(fs.readFileSync(tar));
    fs.rmSync(work, { recursive: true, force: true });
    return archive;
  }

  async function createTournament(token: string, title: string): Promise<string> {
    const { tournament } = await ok<{ tournament: { id: string } }>('/tournaments', {
      token,
      method: 'POST',
      body: { title: `${title} ${run}`, category: 'bronze', level: 'C', start_date: '2026-12-22', city: 'Abu Dhabi' },
    });
    return tournament.id;
  }

  it(
    'when the data is backed up, changed and restored, then the site serves the data as it was at the backup',
    async () => {
      // Arrange: a tournament and an account before the backup, another of each after it
      const noura = await demoToken('noura@padel.local');
      const kept = await createTournament(noura, 'Compose Before Backup');
      await signUp('before-backup');
      const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-compose-backup-'));
      await backup(project, directory);
      const dropped = await createTournament(await demoToken('noura@padel.local'), 'Compose After Backup');
      await signUp('after-backup');

      // Act
      await restore(project, directory);
      backupDirectory = directory;

      // Assert: the tournaments' database and Keycloak's are both back at the backup
      const organizer = await demoToken('noura@padel.local');
      expect((await call(`/tournaments/${kept}`, { token: organizer })).status).toBe(200);
      expect((await call(`/tournaments/${dropped}`, { token: organizer })).status).toBe(404);
      expect(await signIn(accountEmail('before-backup'), accountPassword)).toEqual({ token: expect.any(String) });
      expect(await signIn(accountEmail('after-backup'), accountPassword)).toEqual({ error: expect.stringMatching(/^401 /) });
    },
    TEN_MINUTES,
  );

  it(
    'when a backup has a damaged archive, then the restore is refused before anything stops and the site keeps its data',
    async () => {
      // Arrange: the last volume's archive cut in half
      const whole = fs.readFileSync(path.join(backupDirectory, 'keycloak-db-data.tgz'));
      const directory = backupWith('keycloak-db-data', whole.subarray(0, Math.floor(whole.length / 2)));
      const gatewayStarted = startedAt('gateway');
      const tournament = await createTournament(await demoToken('noura@padel.local'), 'Compose Before Damaged Restore');

      // Act
      const attempt = restore(project, directory);

      // Assert
      await expect(attempt).rejects.toThrow(/keycloak-db-data\.tgz cannot be read through: nothing was stopped or changed/);
      expect(startedAt('gateway')).toEqual(gatewayStarted);
      expect((await call(`/tournaments/${tournament}`, { token: await demoToken('noura@padel.local') })).status).toBe(200);
      fs.rmSync(directory, { recursive: true, force: true });
    },
    TEN_MINUTES,
  );

  it(
    'when unpacking a backup fails after the system stopped, then every volume is put back as it was and the site starts again on it',
    async () => {
      // Arrange: the first two archives unpack, the last reads through but cannot be unpacked; data made after the backup
      const directory = backupWith('keycloak-db-data', unpackableArchive());
      const tournament = await createTournament(await demoToken('noura@padel.local'), 'Compose Before Failed Restore');
      await signUp('before-failed-restore');

      // Act
      const attempt = restore(project, directory);

      // Assert: refused with the reason, and both databases hold what they held before the attempt, not the backup
      await expect(attempt).rejects.toThrow(
        /^the restore failed and every volume is back as it was before it: docker run [\s\S]* failed with \d+$/,
      );
      const organizer = await demoToken('noura@padel.local');
      expect((await call(`/tournaments/${tournament}`, { token: organizer })).status).toBe(200);
      expect(await signIn(accountEmail('before-failed-restore'), accountPassword)).toEqual({ token: expect.any(String) });
      fs.rmSync(directory, { recursive: true, force: true });
    },
    TEN_MINUTES,
  );

  it(
    "when the sign-up client's secret is rotated, then sign-up works with the new secret and Keycloak refuses the old one",
    async () => {
      // Arrange
      const oldSecret = project.env.PADEL_SIGNUP_CLIENT_SECRET!;
      const newSecret = `rotated-${randomBytes(12).toString('hex')}`;
      const clientToken = async (secret: string): Promise<number> =>
        (
          await fetch(`${gateway}/auth/realms/padel/protocol/openid-connect/token`, {
            method: 'POST',
            body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'padel-signup', client_secret: secret }),
          })
        ).status;

      // Act
      await rotateSignupSecret(project, newSecret);

      // Assert: the players service signs up with the new secret, which Keycloak alone now accepts
      const account = await signUp('after-rotation');
      expect(account.token).toEqual(expect.any(String));
      expect(await clientToken(newSecret)).toBe(200);
      expect(await clientToken(oldSecret)).toBe(401);
    },
    TEN_MINUTES,
  );
});
