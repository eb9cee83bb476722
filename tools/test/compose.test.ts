import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { LOCAL_SECRETS } from '../../packages/service-kit/src/config';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS } from '../../packages/service-kit/src/shutdown';
import { startStaticServer } from '../../gateway/src/static/serve-static';

const repoRoot = path.resolve(__dirname, '..', '..');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  command?: string[];
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string }>;
  stop_grace_period?: string;
}

type ComposeFile = { services: Record<string, ComposeService> };

const baseText = fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
const localText = fs.readFileSync(path.join(repoRoot, 'docker-compose.local.yml'), 'utf8');
const compose = YAML.parse(baseText, { merge: true }) as ComposeFile;
const localOverride = YAML.parse(localText, { merge: true }) as ComposeFile;
/** docker-compose.local.env: the variables of a local run. */
const localEnv = Object.fromEntries(
  fs
    .readFileSync(path.join(repoRoot, 'docker-compose.local.env'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
) as Record<string, string>;

/** Every `${NAME…}` of a compose file's values (not its comments): its name and what follows it (`:-default`, `:?message`…). */
function variablesOf(text: string): Array<{ name: string; rest: string }> {
  const values = JSON.stringify(YAML.parse(text));
  return [...values.replace(/\$\$/g, '').matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)([^}]*)\}/g)].map(([, name, rest]) => ({
    name: name!,
    rest: rest!,
  }));
}

/** Compose's interpolation of one file (before files are merged): the variables `${NAME:?…}` requires but `env` lacks. */
function missingRequired(text: string, env: Record<string, string>): string[] {
  return [
    ...new Set(
      variablesOf(text)
        .filter(({ name, rest }) => rest.startsWith(':?') && !env[name])
        .map(({ name }) => name),
    ),
  ];
}

/** Variables holding a secret, a password or the mail server's URL (which may carry one). */
const isSecretVariable = (name: string) => /PASSWORD|SECRET/.test(name) || name === 'SMTP_URL';
const rootManifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };

const backendWorkspaces = rootManifest.workspaces.filter((workspace) => workspace.startsWith('services/'));
const frontEndWorkspaces = rootManifest.workspaces.filter((workspace) => workspace === 'shell' || workspace.startsWith('mf-'));
const deployedWorkspaces = [...backendWorkspaces, 'gateway', ...frontEndWorkspaces];
const serviceNameOf = (workspace: string) => path.basename(workspace);

/** The URL a `node -e "fetch('<url>')…"` healthcheck asks for. */
function healthcheckUrl(service: ComposeService): URL {
  const url = /fetch\('(http:\/\/[^']+)'\)/.exec(service.healthcheck?.test.join(' ') ?? '')?.[1];
  if (!url) throw new Error('no http healthcheck');
  return new URL(url);
}

describe('docker-compose.yml', () => {
  it.each(Object.entries(compose.services).filter(([, service]) => service.build))(
    'when %s is built, then its context and Dockerfile exist',
    (_name, service) => {
      const context = path.resolve(repoRoot, service.build!.context);
      expect(fs.statSync(context).isDirectory()).toBe(true);
      expect(fs.statSync(path.join(context, service.build!.dockerfile)).isFile()).toBe(true);
    },
  );

  /** One recipe (infra/docker/app.Dockerfile) with a target per kind, told its workspace by a build argument. */
  const expectedBuild = (workspace: string): ComposeService['build'] => {
    const recipe = { context: '.', dockerfile: 'infra/docker/app.Dockerfile' };
    if (workspace.startsWith('services/')) {
      return { ...recipe, target: 'service', args: { SERVICE: serviceNameOf(workspace), PORT: expect.stringMatching(/^\d+$/) } };
    }
    if (frontEndWorkspaces.includes(workspace)) return { ...recipe, target: 'front-end', args: { APP: workspace } };
    return { ...recipe, target: 'gateway' };
  };

  it.each(deployedWorkspaces)('when the workspace %s is deployed, then a compose service builds exactly that workspace', (workspace) => {
    const service = compose.services[serviceNameOf(workspace)];
    expect(service?.build).toEqual(expectedBuild(workspace));
    expect(service?.image).toBe(`padel/${serviceNameOf(workspace)}:\${PADEL_TAG:-latest}`);
  });

  it('when our images are built, then they start FROM debian:bookworm and never from a registry image of Node', () => {
    const dockerfile = fs.readFileSync(path.join(repoRoot, 'infra/docker/app.Dockerfile'), 'utf8');
    expect(dockerfile).toContain('ARG BASE_IMAGE=debian:bookworm');
    expect(
      dockerfile.match(/^FROM \S+/gm)?.filter((line) => !/^FROM (\$\{BASE_IMAGE\}|node|manifests|deps|server-deps)$/.test(line)),
    ).toEqual([]);
  });

  it.each(deployedWorkspaces)(
    'when the %s image installs dependencies, then its Dockerfile copies every workspace manifest npm ci needs',
    (workspace) => {
      const dockerfile = fs.readFileSync(path.join(repoRoot, expectedBuild(workspace)!.dockerfile), 'utf8');
      expect(dockerfile).toContain('COPY package.json package-lock.json ./');
      for (const member of rootManifest.workspaces) expect(dockerfile).toContain(`COPY ${member}/package.json ${member}/`);
    },
  );

  it.each(backendWorkspaces.map(serviceNameOf))(
    'when %s starts, then it gets every engine setting and waits for healthy engines',
    (name) => {
      const service = compose.services[name]!;
      for (const key of [
        'MONGO_URL',
        'KEYCLOAK_URL',
        'KEYCLOAK_PUBLIC_URL',
        'KEYCLOAK_REALM',
        'API_AUDIENCE',
        'KEYCLOAK_WEB_CLIENT_ID',
        'PORT',
      ]) {
        expect(service.environment?.[key]).toEqual(expect.any(String));
      }
      // Only the players service creates accounts, so only it holds the sign-up client's secret.
      const signupKeys = ['KEYCLOAK_SIGNUP_CLIENT_ID', 'KEYCLOAK_SIGNUP_CLIENT_SECRET'];
      for (const key of signupKeys) {
        expect(service.environment?.[key]).toEqual(name === 'players' ? expect.any(String) : undefined);
      }
      // Each broker service's own AMQP_URL (and news without one): tools/test/broker-definitions.test.ts.
      expect(service.environment?.AMQP_URL ?? '').not.toMatch(/guest/);
      expect(service.depends_on).toEqual({
        mongo: { condition: 'service_healthy' },
        rabbitmq: { condition: 'service_healthy' },
        keycloak: { condition: 'service_healthy' },
      });
      expect(healthcheckUrl(service).port).toBe(service.environment?.PORT);
    },
  );

  it('when the gateway starts, then it is the only published port and points at every container', () => {
    const gateway = compose.services.gateway!;
    expect(gateway.ports).toEqual(['${GATEWAY_PUBLISH:-8000}:8000']);
    expect(
      Object.entries(compose.services)
        .filter(([, service]) => service.ports)
        .map(([name]) => name),
    ).toEqual(['gateway']);
    for (const workspace of backendWorkspaces) {
      const name = serviceNameOf(workspace);
      const url = new URL(gateway.environment![`${name.toUpperCase()}_URL`]!);
      expect(url.hostname).toBe(name);
      expect(url.port).toBe(compose.services[name]!.environment!.PORT);
    }
    for (const workspace of frontEndWorkspaces) {
      const url = new URL(gateway.environment![`${workspace.toUpperCase().replace('-', '_')}_UPSTREAM`]!);
      expect(url.hostname).toBe(workspace);
      expect(url.port).toBe(compose.services[workspace]!.environment!.PORT);
    }
    for (const name of [...deployedWorkspaces.map(serviceNameOf).filter((name) => name !== 'gateway'), 'keycloak']) {
      expect(gateway.depends_on?.[name]).toEqual({ condition: 'service_healthy' });
    }
  });

  it('when a service or the gateway gets SIGTERM, then compose waits longer than their whole graceful stop (decision 134)', () => {
    // Compose's default grace is 10 s; ours are written in whole seconds.
    const graceMs = (grace = '10s') => Number(/^(\d+)s$/.exec(grace)?.[1] ?? Number.NaN) * 1000;
    const tooShort = [...backendWorkspaces.map(serviceNameOf), 'gateway'].filter(
      (name) => !(graceMs(compose.services[name]!.stop_grace_period) > DEFAULT_SHUTDOWN_TIMEOUT_MS),
    );
    expect(tooShort).toEqual([]);
  });

  it('when Keycloak starts, then it runs in production mode behind the gateway and imports the realm without users', () => {
    const keycloak = compose.services.keycloak!;
    expect(keycloak.image).toBe('quay.io/keycloak/keycloak:26.5.5');
    expect(keycloak.command?.[0]).toBe('start');
    expect(keycloak.command).toEqual(
      expect.arrayContaining([
        '--import-realm',
        '--http-enabled=true',
        '--http-relative-path=/auth',
        '--hostname=${PUBLIC_URL:?set PUBLIC_URL}/auth',
        '--proxy-headers=xforwarded',
        '--health-enabled=true',
      ]),
    );
    expect(keycloak.environment?.KC_PROXY_TRUSTED_ADDRESSES).toBe(gatewayAddress());
    expect(keycloak.volumes).toEqual([
      './infra/keycloak/padel-realm.json:/opt/keycloak/data/import/padel-realm.json:ro',
      './infra/keycloak/password-blacklists:/opt/keycloak/data/password-blacklists:ro',
      './infra/keycloak/themes/padel:/opt/keycloak/themes/padel:ro',
    ]);
    expect(keycloak.healthcheck?.test.join(' ')).toContain('/auth/health/ready');
  });

  it('when the realm file is read, then it holds no person, only the sign-up client’s service account', () => {
    const realm = JSON.parse(fs.readFileSync(path.join(repoRoot, 'infra/keycloak/padel-realm.json'), 'utf8')) as {
      users?: Array<{ username: string; serviceAccountClientId?: string; credentials?: unknown[] }>;
    };
    expect(realm.users?.map((user) => user.username)).toEqual(['service-account-padel-signup']);
    expect(JSON.stringify(realm)).not.toContain('padel-demo-2026');
  });

  /** The gateway's fixed address on the compose network. */
  function gatewayAddress(): string {
    const address = compose.services.gateway!.networks?.default?.ipv4_address;
    if (!address) throw new Error('the gateway has no fixed address');
    return address;
  }

  it.each(backendWorkspaces.map(serviceNameOf))(
    'when %s runs in its container, then it listens on the compose network and trusts X-Forwarded-* from the gateway only',
    (name) => {
      expect(compose.services[name]!.environment).toMatchObject({ HOST: '0.0.0.0', TRUSTED_PROXIES: gatewayAddress() });
      expect(compose.services[name]!.ports).toBeUndefined();
    },
  );
});

describe('docker-compose.yml secrets', () => {
  const secretVariables = [...new Set(variablesOf(baseText).map(({ name }) => name))].filter(isSecretVariable);

  it('when the base file is read, then it names the secrets of every engine and service', () => {
    expect(secretVariables.sort()).toEqual(
      [
        'KEYCLOAK_ADMIN_PASSWORD',
        'KEYCLOAK_DB_PASSWORD',
        'MONGO_PASSWORD',
        'PADEL_SIGNUP_CLIENT_SECRET',
        'RABBITMQ_PASSWORD',
        'RABBITMQ_PLAYERS_PASSWORD',
        'RABBITMQ_TEAMS_PASSWORD',
        'RABBITMQ_TOURNAMENTS_PASSWORD',
        'SMTP_URL',
      ].sort(),
    );
  });

  it('when a secret or password is used in the base file, then it is required (${VAR:?}) with no default', () => {
    const withDefaults = variablesOf(baseText).filter(({ name, rest }) => isSecretVariable(name) && !rest.startsWith(':?'));
    expect(withDefaults).toEqual([]);
  });

  it('when nothing is set, then compose refuses the base file naming every secret, password and PUBLIC_URL', () => {
    expect(missingRequired(baseText, {}).sort()).toEqual([...secretVariables, 'PUBLIC_URL'].sort());
  });

  it('when the local env file is given, then it supplies every variable the base file and the local override require', () => {
    expect(missingRequired(baseText, localEnv)).toEqual([]);
    expect(variablesOf(localText).filter(({ name }) => !localEnv[name])).toEqual([]);
  });

  it('when the local env file’s secrets reach our services, then they are secrets every deployment refuses', () => {
    const local = Object.entries(localEnv).filter(([name]) => isSecretVariable(name) && name !== 'SMTP_URL');
    expect(local.length).toBeGreaterThan(0);
    for (const [name, value] of local) expect({ name, refused: LOCAL_SECRETS.includes(value) }).toEqual({ name, refused: true });
  });
});

describe('docker-compose.local.yml', () => {
  it('when the local override is used, then Keycloak runs in dev mode with the demo users beside the realm', () => {
    const keycloak = localOverride.services.keycloak!;
    expect(keycloak.command?.[0]).toBe('start-dev');
    expect(keycloak.command).toEqual(expect.arrayContaining(['--import-realm', '--http-relative-path=/auth', '--health-enabled=true']));
    expect(keycloak.volumes).toEqual(['./infra/keycloak/local/padel-users-0.json:/opt/keycloak/data/import/padel-users-0.json:ro']);
    const demo = JSON.parse(fs.readFileSync(path.join(repoRoot, 'infra/keycloak/local/padel-users-0.json'), 'utf8')) as {
      realm: string;
      users: Array<{ email: string }>;
    };
    expect(demo.realm).toBe('padel');
    expect(demo.users.map((user) => user.email)).toContain('noura@padel.local');
  });

  it('when the local override is used, then Mailpit catches the mail and our services accept the local secrets', () => {
    expect(localOverride.services.mailpit?.image).toMatch(/^axllent\/mailpit:/);
    expect(compose.services.mailpit).toBeUndefined();
    expect(localEnv.SMTP_URL).toBe('smtp://mailpit:1025');
    for (const name of [...backendWorkspaces.map(serviceNameOf), 'gateway']) {
      expect({ name, env: localOverride.services[name]?.environment }).toEqual({ name, env: { PADEL_PROFILE: 'local' } });
    }
  });
});

describe('docker-compose.yml healthchecks of our own containers', () => {
  const stops: Array<() => Promise<void>> = [];

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  it.each(backendWorkspaces.map(serviceNameOf))('when %s runs, then the path its healthcheck asks for answers 200', async (name) => {
    // Arrange: the real service in-process on a free port, against the test engines, with its own database
    const app = (await import(path.join(repoRoot, 'services', name, 'src', 'app'))) as {
      start(overrides?: Record<string, unknown>): Promise<{ url: string }>;
      stop(): Promise<void>;
    };
    const { url } = await app.start({ PORT: 0, MONGO_DB: `padel_${name}_test_${randomBytes(4).toString('hex')}` });
    stops.push(() => app.stop());

    // Act
    const response = await fetch(new URL(healthcheckUrl(compose.services[name]!).pathname, url));

    // Assert
    expect(response.status).toBe(200);
  });

  it('when the gateway runs, then the path its healthcheck asks for answers 200', async () => {
    // Arrange
    const gateway = (await import(path.join(repoRoot, 'gateway', 'src', 'app'))) as {
      start(overrides?: Record<string, unknown>): Promise<{ url: string }>;
      stop(): Promise<void>;
    };
    const { url } = await gateway.start({ PORT: 0 });
    stops.push(() => gateway.stop());

    // Act
    const response = await fetch(new URL(healthcheckUrl(compose.services.gateway!).pathname, url));

    // Assert
    expect(response.status).toBe(200);
  });

  it.each(frontEndWorkspaces)('when the %s container runs, then the path its healthcheck asks for answers 200', async (workspace) => {
    // Arrange: the container's server (serve-static) on an empty build directory
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `padel-${workspace}-`));
    const server = await startStaticServer({ dir, port: 0 });
    stops.push(async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const dockerfile = fs.readFileSync(path.join(repoRoot, compose.services[workspace]!.build!.dockerfile), 'utf8');

    // Act
    const response = await fetch(new URL(healthcheckUrl(compose.services[workspace]!).pathname, server.url));

    // Assert
    expect(dockerfile).toContain('CMD ["node", "serve-static.js", "dist"]');
    expect(response.status).toBe(200);
  });
});
