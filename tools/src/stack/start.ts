// npm start: builds what changed, starts the engines, the services and the gateway, and serves the site.
import fs from 'node:fs';
import { buildAll } from '../build/build';
import { demoUsersFile } from '../engines/keycloak';
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
  let stopping = false;
  const shutdown = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log('\n[start] stopping…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
