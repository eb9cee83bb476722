import { randomBytes, randomUUID } from 'node:crypto';

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the jest global setup provides the test engines`);
  return value;
}

/** A database name of its own for one test file. */
export function uniqueDbName(prefix: string): string {
  return `${prefix}_test_${randomBytes(4).toString('hex')}`;
}

export async function eventually<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 10_000, stepMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The data of an `invitation-accepted` event between two demo players, with fresh ids. */
export const invitationData = () => ({
  invitationId: `inv-${randomUUID()}`,
  teamId: `team-${randomUUID()}`,
  inviterId: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01',
  inviteeId: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02',
  inviterName: 'Noura Al Mansouri',
  inviteeName: 'Omar Haddad',
  acceptedAt: new Date().toISOString(),
});
