import { chooseEngineImages, ComposeProject } from './compose-project';

/** The compose system of the tests: its own project, image tag, subnet and port, beside any operator's run. */
export const COMPOSE_TEST_PORT = 8200;

export function composeTestProject(): ComposeProject {
  return new ComposeProject({
    project: 'padel-compose-test',
    engineImages: chooseEngineImages(),
    env: {
      PADEL_TAG: 'compose-test',
      GATEWAY_PUBLISH: `127.0.0.1:${COMPOSE_TEST_PORT}`,
      PUBLIC_URL: `http://localhost:${COMPOSE_TEST_PORT}`,
      COMPOSE_SUBNET: '10.89.1.0/24',
      COMPOSE_DYNAMIC_RANGE: '10.89.1.128/25',
      GATEWAY_ADDRESS: '10.89.1.10',
    },
  });
}
