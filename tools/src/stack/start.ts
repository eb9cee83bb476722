// npm start: builds what changed, starts the engines, the services and the gateway, and serves the site.
import fs from 'node:fs';
import { buildAll } from '../build/build';
import { demoUsersFile } from '../engines/keycloak';
import { stopOnSignal } from '../engines/stop-on-signal';
import { startStack } from './stack';

interface RealmUser {
  email?: string;
  firstName?: string;
  lastName?: string;
  realmRoles?: string[];
  credentials?: Array<{ value: string }>;
}

function demoAccounts(): string {
  const { users } = JSON.parse(fs.readFileSync(demoUsersFile, 'utf8')) as { users: RealmUser[] };
  return users
    .filter((user) => user.email && user.credentials?.length)
    .map((user) => {
      const roles = (user.realmRoles ?? []).filter((role) => role !== 'user').join(', ');
      return `  ${user.email!.padEnd(22)} ${user.credentials![0]!.value}   ${user.firstName} ${user.lastName} (${roles})`;
    })
    .join('\n');
}

async function main(): Promise<void> {
  await buildAll();
  console.log('[start] starting engines and services…');
  const stack = await startStack({ profile: 'site', logs: 'console' });
  console.log(
    `\nPadel League is running at ${stack.baseUrl}\n\nDemo accounts (local use only):\n${demoAccounts()}\n\nCtrl-C stops everything.\n`,
  );
  stopOnSignal(async () => {
    console.log('\n[start] stopping…');
    await stack.stop();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
