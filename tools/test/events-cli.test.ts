import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import { formatDeadLetters, listDeadLetters } from '../src/events/dead-letter-commands';
import { releaseAll } from '../src/testing/release-all';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const queue = `tools-events-${randomBytes(4).toString('hex')}.invitation-accepted`;

let admin: ChannelModel;
let channel: Channel;

/** A dead letter as the event bus writes it. */
function deadLetter(eventId: string) {
  const content = Buffer.from(JSON.stringify({ id: eventId, type: 'invitation-accepted', data: { teamId: 42 } }));
  channel.sendToQueue(`${queue}.dlq`, content, {
    persistent: true,
    messageId: eventId,
    type: 'invitation-accepted',
    headers: {
      'x-padel-reason': 'invalid-event',
      'x-padel-attempts': 1,
      'x-padel-error': 'teamId: expected string',
      'x-padel-queue': queue,
      'x-padel-first-failure-at': '2025-05-01T10:00:00.000Z',
      'x-padel-last-failure-at': '2025-05-01T10:00:00.000Z',
    },
  });
}

/** The operators' command itself (`npm run events`, which builds service-kit first when it changed). */
function cli(...args: string[]) {
  return run('npm', ['run', '--silent', 'events', '--', ...args], { cwd: root, env: process.env });
}

beforeAll(async () => {
  admin = await amqp.connect(process.env.AMQP_URL as string);
  channel = await admin.createChannel();
  await channel.assertQueue(queue, { durable: true });
  await channel.assertQueue(`${queue}.dlq`, { durable: true });
});

afterAll(() =>
  releaseAll(
    () => channel.deleteQueue(queue),
    () => channel.deleteQueue(`${queue}.dlq`),
    () => admin.close(),
  ),
);

describe('npm run events -- dlq', () => {
  it('when events are dead-lettered, then list shows each with type, id, queue, reason and attempts, and leaves them there', async () => {
    // Arrange
    const eventId = randomUUID();
    deadLetter(eventId);

    // Act
    const { stdout } = await cli('dlq', 'list', '--queue', queue);

    // Assert
    const row = stdout.split('\n').find((line) => line.includes(eventId));
    expect(row).toMatch(new RegExp(`^invitation-accepted\\s+${eventId}\\s+${queue.replace(/\./g, '\\.')}\\s+invalid-event\\s+1\\s+`));
    expect(row).toContain('teamId: expected string');
    expect((await listDeadLetters(admin, queue)).map((letter) => letter.eventId)).toContain(eventId);
  }, 60_000);

  it('when an event is inspected, then its headers and parsed payload are printed', async () => {
    // Arrange
    const eventId = randomUUID();
    deadLetter(eventId);

    // Act
    const { stdout } = await cli('dlq', 'inspect', eventId, '--queue', queue);

    // Assert
    expect(JSON.parse(stdout)).toMatchObject({
      eventId,
      queue,
      reason: 'invalid-event',
      attempts: 1,
      payload: { id: eventId, data: { teamId: 42 } },
    });
  }, 60_000);

  it('when one event is replayed, then it goes back to its queue without its failure headers and the others stay dead-lettered', async () => {
    // Arrange
    const [replayed, kept] = [randomUUID(), randomUUID()];
    deadLetter(replayed);
    deadLetter(kept);

    // Act
    const { stdout } = await cli('dlq', 'replay', replayed, '--queue', queue);

    // Assert
    expect(stdout).toContain(`replayed invitation-accepted ${replayed} to ${queue}`);
    const message = await channel.get(queue, { noAck: true });
    expect(message && message.properties.messageId).toBe(replayed);
    expect(message && message.properties.headers).not.toHaveProperty('x-padel-attempts');
    expect(message && message.properties.headers).toHaveProperty('x-padel-replayed-at');
    const left = (await listDeadLetters(admin, queue)).map((letter) => letter.eventId);
    expect(left).toContain(kept);
    expect(left).not.toContain(replayed);
  }, 60_000);

  it('when the arguments are wrong, then it prints the usage and exits with 2', async () => {
    await expect(cli('dlq', 'replay')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run events') });
  }, 60_000);

  it('when nothing is dead-lettered, then list says so', () => {
    expect(formatDeadLetters([])).toBe('No dead-lettered events.');
  });
});
