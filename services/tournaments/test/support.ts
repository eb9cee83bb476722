import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';

export const testId = () => randomBytes(4).toString('hex');

export function uniqueDbName(): string {
  return `padel_tournaments_test_${testId()}`;
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

export async function eventually(probe: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
