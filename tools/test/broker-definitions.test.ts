import fs from 'node:fs';
import path from 'node:path';
import { BROKER_SERVICES, EVENT_PUBLISHERS, EVENT_TYPES, type EventType } from '@padel/contracts';
import YAML from 'yaml';
import { composeBrokerDefinitions, composePasswordVariable } from '../src/engines/rabbitmq';
import { composeDefinitionsFile } from '../src/compose/write-broker-definitions';

/** The broker users of compose and the publisher map they come from (decision 133), read from the files. */
const repoRoot = path.resolve(__dirname, '..', '..');
interface ComposeService {
  environment?: Record<string, string>;
  entrypoint?: string[];
  volumes?: string[];
}
const compose = YAML.parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const localEnv = fs.readFileSync(path.join(repoRoot, 'docker-compose.local.env'), 'utf8');

/** Every `.ts` file under `dir`, tests left out. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the event publishers', () => {
  it.each(fs.readdirSync(path.join(repoRoot, 'services')))(
    "when the %s service creates an event, then EVENT_PUBLISHERS names it as that type's publisher (its broker user may publish it)",
    (service) => {
      const created = sourceFiles(path.join(repoRoot, 'services', service, 'src')).flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/createEvent\(\s*'([a-z-]+)'/g)].map((match) => match[1] as EventType),
      );
      for (const type of created) expect(`${type}: ${EVENT_PUBLISHERS[type]}`).toBe(`${type}: ${service}`);
      const publishes = EVENT_TYPES.filter((type) => EVENT_PUBLISHERS[type] === service);
      expect([...new Set(created)].sort()).toEqual(publishes.sort());
    },
  );
});

describe('compose broker users', () => {
  it('when the rabbitmq container starts, then it loads the definitions generated from the publisher map', () => {
    const written = JSON.parse(fs.readFileSync(composeDefinitionsFile, 'utf8')) as unknown;

    // Regenerate with: npx tsx tools/src/compose/write-broker-definitions.ts
    expect(written).toEqual(composeBrokerDefinitions());
    const rabbitmq = compose.services.rabbitmq!;
    expect(rabbitmq.entrypoint).toEqual(['/bin/bash', '/etc/padel/entrypoint.sh']);
    expect(rabbitmq.volumes).toContain('./infra/rabbitmq:/etc/padel:ro');
    expect(fs.existsSync(path.join(repoRoot, 'infra', 'rabbitmq', 'entrypoint.sh'))).toBe(true);
  });

  it.each(BROKER_SERVICES)('when %s starts, then it connects as its own user, with a password compose requires', (service) => {
    const variable = composePasswordVariable(service);
    const url = compose.services[service]!.environment!.AMQP_URL!;

    expect(url).toMatch(new RegExp(`^amqp://${service}:\\$\\{${variable}:\\?[^}]*\\}@rabbitmq:5672$`));
    expect(compose.services.rabbitmq!.environment![variable]).toMatch(new RegExp(`^\\$\\{${variable}:\\?`));
    expect(localEnv).toMatch(new RegExp(`^${variable}=[A-Za-z0-9._~-]+$`, 'm'));
  });

  it('when a service uses no broker, then it gets no broker URL at all', () => {
    const brokerless = Object.keys(compose.services).filter(
      (name) => fs.existsSync(path.join(repoRoot, 'services', name)) && !(BROKER_SERVICES as readonly string[]).includes(name),
    );

    expect(brokerless).toEqual(['news']);
    for (const name of [...brokerless, 'gateway']) expect(compose.services[name]!.environment?.AMQP_URL).toBeUndefined();
  });
});
