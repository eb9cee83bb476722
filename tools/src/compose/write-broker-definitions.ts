import fs from 'node:fs';
import path from 'node:path';
import { composeBrokerDefinitions } from '../engines/rabbitmq';
import { repoRoot } from '../engines/profiles';

/** Writes infra/rabbitmq/definitions.json, compose's broker users (decision 133): `npx tsx tools/src/compose/write-broker-definitions.ts`. */
export const composeDefinitionsFile = path.join(repoRoot, 'infra', 'rabbitmq', 'definitions.json');

if (require.main === module) {
  fs.writeFileSync(composeDefinitionsFile, `${JSON.stringify(composeBrokerDefinitions(), null, 2)}\n`);
  console.log(`wrote ${path.relative(repoRoot, composeDefinitionsFile)}`);
}
