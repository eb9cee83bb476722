import type { StartedTestContainer } from 'testcontainers';
import { localImportFiles } from './keycloak';
import { say } from './log';
import { KEYCLOAK_VERSION } from './profiles';

export interface ContainerEngines {
  mongoUrl: string;
  amqpUrl: string;
  keycloakUrl: string;
  stop(): Promise<void>;
}

/** True when testcontainers finds a working container runtime (Docker, Podman…). */
export async function containerRuntimeAvailable(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

/**
 * Test engines as containers of the official images, for machines with a container runtime. Returns undefined
 * when there is none or an image cannot be started (e.g. no registry access), so callers fall back to processes.
 */
export async function startContainerEngines(options: {
  keycloakPublicUrl: string;
  signupClientSecret: string;
}): Promise<ContainerEngines | undefined> {
  if (!(await containerRuntimeAvailable())) {
    say('containers', 'no container runtime found: using local processes');
    return undefined;
  }
  const { GenericContainer, Wait } = await import('testcontainers');
  const started: StartedTestContainer[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(started.splice(0).map((container) => container.stop()));
  };
  try {
    say('containers', 'starting mongo, rabbitmq and keycloak containers…');
    const results = await Promise.allSettled([
      new GenericContainer('mongo:7')
        .withExposedPorts(27017)
        .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
        .start(),
      new GenericContainer('rabbitmq:3.13-management')
        .withEnvironment({ RABBITMQ_DEFAULT_USER: 'padel', RABBITMQ_DEFAULT_PASS: 'padel' })
        .withExposedPorts(5672)
        .withWaitStrategy(Wait.forLogMessage(/Server startup complete/))
        .start(),
      new GenericContainer(`quay.io/keycloak/keycloak:${KEYCLOAK_VERSION}`)
        .withEnvironment({
          KC_BOOTSTRAP_ADMIN_USERNAME: 'admin',
          KC_BOOTSTRAP_ADMIN_PASSWORD: 'admin',
          PADEL_SIGNUP_CLIENT_SECRET: options.signupClientSecret,
        })
        .withCopyFilesToContainer(localImportFiles.map(({ source, name }) => ({ source, target: `/opt/keycloak/data/import/${name}` })))
        .withCommand([
          'start-dev',
          '--import-realm',
          '--http-relative-path=/auth',
          `--hostname=${options.keycloakPublicUrl}`,
          '--health-enabled=true',
        ])
        .withExposedPorts(8080, 9000)
        .withWaitStrategy(Wait.forHttp('/auth/health/ready', 9000))
        .withStartupTimeout(240_000)
        .start(),
    ]);
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
    const [mongo, rabbit, keycloak] = started as [StartedTestContainer, StartedTestContainer, StartedTestContainer];
    return {
      mongoUrl: `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}/?directConnection=true`,
      amqpUrl: `amqp://padel:padel@${rabbit.getHost()}:${rabbit.getMappedPort(5672)}`,
      keycloakUrl: `http://${keycloak.getHost()}:${keycloak.getMappedPort(8080)}/auth`,
      stop,
    };
  } catch (error) {
    say('containers', `could not start containers (${error instanceof Error ? error.message : String(error)}); using local processes`);
    await stop().catch(() => undefined);
    return undefined;
  }
}
