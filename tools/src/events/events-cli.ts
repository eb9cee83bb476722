// npm run events -- dlq list [--queue <q>]             dead-lettered events: type, id, queue, reason, attempts
// npm run events -- dlq inspect <event id> [--queue <q>] one dead letter in full (headers and payload)
// npm run events -- dlq replay <event id>|--all [--queue <q>]  back to the work queue it came from
// Reads AMQP_URL (default: the local profile's broker). See README, "Dead-lettered events".
import amqp from 'amqplib';
import {
  defaultAmqpUrl,
  formatDeadLetter,
  formatDeadLetters,
  inspectDeadLetter,
  listDeadLetters,
  replayDeadLettered,
} from './dead-letter-commands';

const USAGE = 'usage: npm run events -- dlq list|inspect <event id>|replay <event id>|--all [--queue <queue>]';

function parse(args: string[]): { command?: string; id?: string; all: boolean; queue?: string } {
  const rest = [...args];
  const flag = (name: string) => {
    const index = rest.indexOf(name);
    if (index < 0) return undefined;
    const [, value] = rest.splice(index, 2);
    return value;
  };
  const queue = flag('--queue');
  const allIndex = rest.indexOf('--all');
  if (allIndex >= 0) rest.splice(allIndex, 1);
  const [group, command, id] = rest;
  return { command: group === 'dlq' ? command : undefined, id, all: allIndex >= 0, queue };
}

async function main(): Promise<void> {
  const { command, id, all, queue } = parse(process.argv.slice(2));
  if (
    !command ||
    !['list', 'inspect', 'replay'].includes(command) ||
    (command === 'inspect' && !id) ||
    (command === 'replay' && !id && !all)
  ) {
    console.error(USAGE);
    process.exit(2);
  }
  const connection = await amqp.connect(defaultAmqpUrl());
  try {
    if (command === 'list') console.log(formatDeadLetters(await listDeadLetters(connection, queue)));
    if (command === 'inspect') {
      const letters = await inspectDeadLetter(connection, id!, queue);
      if (letters.length === 0) {
        console.error(`No dead-lettered event ${id}.`);
        process.exitCode = 1;
      }
      for (const letter of letters) console.log(formatDeadLetter(letter));
    }
    if (command === 'replay') {
      const replayed = await replayDeadLettered(connection, { eventId: id, all, queue });
      for (const letter of replayed) console.log(`replayed ${letter.type ?? '?'} ${letter.eventId ?? '?'} to ${letter.queue}`);
      console.log(`${replayed.length} event(s) replayed.`);
    }
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
