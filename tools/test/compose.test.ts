import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { startStaticServer } from '../src/serve-static';

const repoRoot = path.resolve(__dirname, '..', '..');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
}

const compose = YAML.parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const rootManifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };

const backendWorkspaces = rootManifest.workspaces.filter((workspace) => workspace.startsWith('services/'));
const frontEndWorkspaces = rootManifest.workspaces.filter((workspace) => workspace === 'shell' || workspace.startsWith('mf-'));
const deployedWorkspaces = [...backendWorkspaces, 'gateway', ...frontEndWorkspaces];
const serviceNameOf = (workspace: string) => path.basename(workspace);

/** The URL a `wget -qO- <url>` healthcheck asks for. */
function healthcheckUrl(service: ComposeService): URL {
  const url = service.healthcheck?.test.find((part) => part.startsWith('http://'));
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

  /** Services share one recipe and front ends another, each told its workspace by a build argument. */
  const expectedBuild = (workspace: string): ComposeService['build'] => {
    if (workspace.startsWith('services/')) {
      return {
        context: '.',
        dockerfile: 'infra/docker/service.Dockerfile',
        args: { SERVICE: serviceNameOf(workspace), PORT: expect.stringMatching(/^\d+$/) },
      };
    }
    if (frontEndWorkspaces.includes(workspace))
      return { context: '.', dockerfile: 'infra/docker/front-end.Dockerfile', args: { APP: workspace } };
    return { context: '.', dockerfile: `${workspace}/Dockerfile` };
  };

  it.each(deployedWorkspaces)('when the workspace %s is deployed, then a compose service builds exactly that workspace', (workspace) => {
    const service = compose.services[serviceNameOf(workspace)];
    expect(service?.build).toEqual(expectedBuild(workspace));
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
        'AMQP_URL',
        'KEYCLOAK_URL',
        'KEYCLOAK_PUBLIC_URL',
        'KEYCLOAK_REALM',
        'API_AUDIENCE',
        'KEYCLOAK_WEB_CLIENT_ID',
        'KEYCLOAK_SIGNUP_CLIENT_ID',
        'KEYCLOAK_SIGNUP_CLIENT_SECRET',
        'PORT',
      ]) {
        expect(service.environment?.[key]).toEqual(expect.any(String));
      }
      expect(service.environment?.AMQP_URL).not.toMatch(/guest/);
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
    expect(gateway.ports).toEqual(['8000:8000']);
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

  it('when Keycloak starts, then it imports the realm from the repository under /auth with health checks on', () => {
    const keycloak = compose.services.keycloak as ComposeService & { command: string[]; volumes: string[] };
    expect(keycloak.image).toBe('quay.io/keycloak/keycloak:26.5.5');
    expect(keycloak.command).toEqual(
      expect.arrayContaining(['start-dev', '--import-realm', '--http-relative-path=/auth', '--health-enabled=true']),
    );
    expect(keycloak.volumes).toContain('./infra/keycloak:/opt/keycloak/data/import:ro');
    expect(fs.existsSync(path.join(repoRoot, 'infra/keycloak/padel-realm.json'))).toBe(true);
    expect(keycloak.healthcheck?.test.join(' ')).toContain('/auth/health/ready');
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
