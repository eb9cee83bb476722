import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { EVENTS_EXCHANGE } from '@padel/contracts';
import { createEvent } from '@padel/service-kit';
import { serviceUnderTest } from '@padel/tools/testing/service-under-test';
import { start, stop } from '../src/app';
import { EnteredTournamentModel } from '../src/data-access/entered-tournament-model';
import { memberKey, TeamModel } from '../src/data-access/team-model';
import { CONSUMED_EVENTS, eventually, testId } from './support';

const service = serviceUnderTest({ service: 'teams', app: { start, stop }, consumes: CONSUMED_EVENTS, publisher: true });
const [player1, player2] = ['6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03', '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e04'];

async function newTeam(): Promise<string> {
  const team = await TeamModel.create({
    player1,
    player2,
    member_key: `${memberKey(player1, player2)}|${testId()}`,
    invitation_id: `inv-${testId()}`,
    status: 'confirmed',
  });
  return String(team._id);
}

const entryConfirmed = (teamId: string, entryId = `entry-${randomUUID()}`) =>
  createEvent(
    'entry-confirmed',
    {
      entryId,
      tournamentId: `tournament-${testId()}`,
      tournamentTitle: 'Sharjah Bronze Open',
      teamId,
      player1,
      player2,
      confirmedAt: new Date().toISOString(),
    },
    'tournaments',
  );

const enteredOf = (teamId: string) => EnteredTournamentModel.find({ team_id: teamId }).lean();

describe('entry-confirmed delivery to the teams service', () => {
  it('when the very same event (same id) is delivered twice, then the team records the tournament once', async () => {
    const teamId = await newTeam();
    const event = entryConfirmed(teamId);

    await service.publisher().publish(event);
    await service.publisher().publish(event);

    await eventually(async () => (await enteredOf(teamId)).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await enteredOf(teamId)).toEqual([expect.objectContaining({ _id: event.data.entryId })]);
  });

  it('when a malformed or invalid event arrives, then it lands in the dead-letter queue and the team is untouched', async () => {
    const teamId = await newTeam();
    const marker = `poison-${testId()}`;
    const connection = await amqp.connect(process.env.AMQP_URL as string);
    const channel = await connection.createConfirmChannel();
    const invalid = { ...entryConfirmed(teamId), data: { teamId, marker } }; // envelope without the required data fields
    channel.publish(EVENTS_EXCHANGE, 'entry-confirmed', Buffer.from(`{ not json ${marker}`), { persistent: true });
    channel.publish(EVENTS_EXCHANGE, 'entry-confirmed', Buffer.from(JSON.stringify(invalid)), { persistent: true });
    await channel.waitForConfirms();

    const deadLettered: string[] = [];
    await eventually(async () => {
      const message = await channel.get(`${service.queuePrefix}.entry-confirmed.dlq`, { noAck: true });
      if (message) deadLettered.push(message.content.toString());
      return deadLettered.filter((content) => content.includes(marker)).length === 2;
    });
    await connection.close();
    expect(await enteredOf(teamId)).toEqual([]);
  });

  it('when the consumer stops mid-stream and events are published while it is down, then after a restart every event is recorded exactly once', async () => {
    const teamId = await newTeam();
    const before = Array.from({ length: 300 }, () => entryConfirmed(teamId));
    const whileDown = Array.from({ length: 50 }, () => entryConfirmed(teamId));

    await Promise.all(before.map((event) => service.publisher().publish(event)));
    await eventually(async () => (await enteredOf(teamId)).length > 0);
    await stop();
    await Promise.all(whileDown.map((event) => service.publisher().publish(event)));
    await start(service.settings);
    const recordedAtRestart = (await enteredOf(teamId)).length;

    await eventually(async () => (await enteredOf(teamId)).length >= 350, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const entryIds = (await enteredOf(teamId)).map((entered) => entered._id);
    expect(recordedAtRestart).toBeLessThan(350); // the stop really came mid-stream
    expect(entryIds).toHaveLength(350);
    expect(new Set(entryIds)).toEqual(new Set([...before, ...whileDown].map((event) => event.data.entryId)));
  }, 90_000);
});
