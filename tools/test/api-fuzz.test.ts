import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { demoUsers, passwordGrant } from '../src/testing/keycloak';
import { releaseAll } from '../src/testing/release-all';
import { ensureSchemathesis, runSchemathesis } from '../src/testing/schemathesis';
import { SERVICES, startStack, type Stack } from '../src/stack/stack';

/** A whole run of both users stays within a few minutes on two cores. */
const RUN_TIMEOUT_MS = 150_000;

/**
 * Schemathesis fuzzes every operation of /api/openapi.json (decision 131) on a stack of its own (ports +70, its own
 * databases with the demo data, dropped afterwards), so what it creates never shows in the other tests' pages.
 * The live stream is left out: a valid request to it never ends.
 */
describe('The API under Schemathesis', () => {
  const name = `fuzz${randomBytes(3).toString('hex')}`;
  let stack: Stack;
  let schemathesis: string;

  beforeAll(async () => {
    schemathesis = await ensureSchemathesis();
    stack = await startStack({ profile: 'test', variant: { name, portOffset: 70, seed: true } });
  }, 180_000);

  afterAll(() =>
    releaseAll(
      () => stack?.stop(),
      async () => {
        const client = new MongoClient(process.env.MONGO_URL!);
        await releaseAll(
          () => Promise.all([...SERVICES, 'gateway'].map((database) => client.db(`padel_${database}_${name}`).dropDatabase())),
          () => client.close(),
        );
      },
    ),
  );

  const fuzz = async (email: string, extraArgs: string[]) => {
    // Fetched just before the run: access tokens live five minutes.
    const { access_token: token } = await passwordGrant(email);
    return runSchemathesis(
      schemathesis,
      [
        `${stack.baseUrl}/api/openapi.json`,
        '--header',
        `Authorization: Bearer ${token}`,
        '--checks',
        'not_a_server_error,response_schema_conformance',
        '--max-examples',
        '15',
        '--exclude-path-regex',
        '/live$',
        '--workers',
        '2',
        '--request-timeout',
        '10',
        // One seed, so every run of the suite tries the same cases (a flaky test is a bug); SCHEMATHESIS_SEED explores others.
        '--seed',
        process.env.SCHEMATHESIS_SEED ?? '2026',
        ...extraArgs,
      ],
      RUN_TIMEOUT_MS,
    );
  };

  it.each([
    // Public operations (sign-up creates real accounts) are fuzzed once, with the player's token.
    ['a player', demoUsers.omar.email, []],
    ['a partner (organizer)', demoUsers.noura.email, ['--exclude-path', '/api/auth/signup']],
  ])(
    'when %s is signed in and every operation is fuzzed, then no answer is a server error and every answer matches its schema',
    async (_who, email, extraArgs) => {
      // Act
      const run = await fuzz(email, extraArgs);

      // Assert: the report (a curl line per failing case) is the failure message.
      if (run.exitCode !== 0) throw new Error(`Schemathesis exited with ${run.exitCode}:\n${run.output}`);
      expect(run.output).toMatch(/Test cases:\s+\d+ generated, \d+ passed/);
    },
    RUN_TIMEOUT_MS + 10_000,
  );
});
