// Helpers shared by the services' integration tests (real engines; unique data per test file).
import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';

export const testId = (): string => randomBytes(4).toString('hex');

/** A database of the test file's own, e.g. padel_players_test_1a2b3c4d. */
export function uniqueDbNameFor(service: string): string {
  return `padel_${service}_test_${testId()}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the JSON body's shape
export async function getJson(url: string, init?: RequestInit): Promise<{ status: number; body: any }> {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
}

/** Removes the durable queues a test run declared on the shared test broker. */
export async function deleteQueues(names: string[]): Promise<void> {
  const connection = await amqp.connect(process.env.AMQP_URL as string);
  const channel = await connection.createChannel();
  for (const name of names) await channel.deleteQueue(name);
  await connection.close();
}

/** Resolves once `probe` does, polling every 100 ms; fails after `timeoutMs`. */
export async function eventually(probe: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
