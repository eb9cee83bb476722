import mongoose from 'mongoose';
import { EntryResponseSchema, OrganizerTournamentSchema, TournamentEntryListSchema } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { EntryModel, EntryWithdrawalModel } from '../src/data-access/entry-model';
import { TournamentModel } from '../src/data-access/tournament-model';
import { addDays, leagueToday } from '../src/domain/display-status';
import { confirmedTeam, entriesTestbed, entryConfirmedListener, eventListener, tournament, type DemoUser } from './entries-support';
import { eventually } from './support';

const { noura, omar, layla, khalid, sara } = demoUsers;
const testbed = entriesTestbed();
const { call } = testbed;
const { heard } = eventListener('withdraw', 'entry-withdrawn');
// The relay keeps (in order) events no queue would receive: entry-confirmed needs a queue for entry-withdrawn to follow it.
entryConfirmedListener('withdraw');

const pendingEntry = (creator: DemoUser = omar, partner: DemoUser = layla) => testbed.pendingEntry(creator, partner);

async function confirmedEntry(creator: DemoUser = omar, partner: DemoUser = layla) {
  const entry = await pendingEntry(creator, partner);
  await call('PATCH', `/api/tournament-entries/${entry.entryId}/confirm`, partner);
  return entry;
}

const withdraw = (entryId: string, user?: DemoUser) => call('PATCH', `/api/tournament-entries/${entryId}/withdraw`, user);

/** Waits until the entry's entry-withdrawn event was heard, then a little longer, and returns all heard for it. */
async function withdrawnEventsOf(entryId: string) {
  await eventually(async () => heard.some((event) => event.data.entryId === entryId));
  await new Promise((resolve) => setTimeout(resolve, 700));
  return heard.filter((event) => event.data.entryId === entryId);
}

describe('PATCH /api/tournament-entries/:id/withdraw', () => {
  it('when a member withdraws a pending entry, then it is withdrawn and entry-withdrawn is published once, leaving the outbox', async () => {
    const { entryId, teamId, tournamentId } = await pendingEntry();

    const { status, body } = await withdraw(entryId, omar);

    expect(status).toBe(200);
    expect(EntryResponseSchema.parse(body)).toMatchObject({
      message: 'Entry withdrawn',
      code: 'ENTRY_WITHDRAWN',
      entry: { id: entryId, status: 'withdrawn', withdrawn_by: omar.id, withdrawn_at: expect.any(String) },
    });
    expect(await withdrawnEventsOf(entryId)).toEqual([
      expect.objectContaining({
        source: 'tournaments',
        data: { entryId, tournamentId, teamId, withdrawnBy: omar.id, withdrawnAt: body.entry.withdrawn_at, wasConfirmed: false },
      }),
    ]);
    await eventually(async () => ((await EntryModel.findById(entryId).lean())?.outbox.length ?? 1) === 0);
  });

  it('when the partner withdraws a confirmed entry, then it is withdrawn and the event says it was confirmed', async () => {
    const { entryId } = await confirmedEntry(khalid, sara);

    const { status, body } = await withdraw(entryId, sara);

    expect(status).toBe(200);
    expect(body.entry).toMatchObject({ status: 'withdrawn', withdrawn_by: sara.id, confirmed_by: [khalid.id, sara.id] });
    expect(await withdrawnEventsOf(entryId)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ withdrawnBy: sara.id, wasConfirmed: true }) }),
    ]);
  });

  it('when a player who is not on the team withdraws, then 403 and the entry stays as it was', async () => {
    const { entryId } = await pendingEntry();

    expect(await withdraw(entryId, khalid)).toEqual({
      status: 403,
      body: { error: 'You are not a member of this team', code: 'NOT_TEAM_MEMBER' },
    });
    expect((await EntryModel.findById(entryId).lean())?.status).toBe('pending_both');
  });

  it('when the tournament is live or completed, then 409 and the entry stays', async () => {
    const live = await pendingEntry(omar, layla);
    const completed = await pendingEntry(khalid, sara);
    const today = leagueToday();
    await TournamentModel.updateOne({ _id: live.tournamentId }, { start_date: today, end_date: addDays(today, 1) });
    await TournamentModel.updateOne({ _id: completed.tournamentId }, { start_date: addDays(today, -5), end_date: addDays(today, -4) });

    const answers = [await withdraw(live.entryId, layla), await withdraw(completed.entryId, khalid)];

    const refusal = {
      status: 409,
      body: { error: 'Entries can only be withdrawn before the tournament starts', code: 'WITHDRAW_ONLY_BEFORE_START' },
    };
    expect(answers).toEqual([refusal, refusal]);
    expect((await EntryModel.findById(live.entryId).lean())?.status).toBe('pending_both');
  });

  it('when the entry is withdrawn twice, then the second answer is 409', async () => {
    const { entryId } = await pendingEntry();
    await withdraw(entryId, omar);

    expect(await withdraw(entryId, layla)).toEqual({
      status: 409,
      body: { error: 'This entry has already been withdrawn', code: 'ENTRY_ALREADY_WITHDRAWN' },
    });
  });

  it('when both members withdraw at once, then exactly one wins and one event is published', async () => {
    const { entryId } = await confirmedEntry(khalid, sara);

    const answers = await Promise.all([withdraw(entryId, khalid), withdraw(entryId, sara)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await EntryWithdrawalModel.countDocuments({ _id: entryId })).toBe(1);
    expect(await withdrawnEventsOf(entryId)).toHaveLength(1);
  });

  it('when both members withdraw a pending entry at once, then exactly one wins', async () => {
    const { entryId } = await pendingEntry();

    const answers = await Promise.all([withdraw(entryId, omar), withdraw(entryId, layla)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await withdrawnEventsOf(entryId)).toHaveLength(1);
  });

  it('when one member withdraws while the partner confirms, then exactly one of them wins and the entry agrees', async () => {
    const { entryId } = await pendingEntry();

    const [withdrawal, confirmation] = await Promise.all([
      withdraw(entryId, omar),
      call('PATCH', `/api/tournament-entries/${entryId}/confirm`, layla),
    ]);

    expect([withdrawal.status, confirmation.status].sort()).toEqual([200, 409]);
    const stored = await EntryModel.findById(entryId).lean();
    expect(stored?.status).toBe(withdrawal.status === 200 ? 'withdrawn' : 'confirmed');
  });

  it('when a team withdrew, then it may enter the same tournament again', async () => {
    const { entryId, teamId, tournamentId } = await pendingEntry();
    await withdraw(entryId, layla);

    const again = await call('POST', '/api/tournament-entries', layla, { tournament_id: tournamentId, team_id: teamId });

    expect(again.status).toBe(201);
    expect(again.body.entry).toMatchObject({ status: 'pending_both', confirmed_by: [layla.id] });
    expect((await call('POST', '/api/tournament-entries', omar, { tournament_id: tournamentId, team_id: teamId })).body).toEqual({
      error: 'This team has already entered this tournament',
      code: 'ALREADY_ENTERED',
    });
  });

  it('when an entry is withdrawn, then the player and the organizer still see it as withdrawn, the older list leaves it out and entry_counts skip it', async () => {
    const tournamentId = await tournament(10, { organizer_id: noura.id });
    const [withdrawnTeam, activeTeam] = await Promise.all([confirmedTeam(omar, layla), confirmedTeam(khalid, sara)]);
    const withdrawnEntry = await call('POST', '/api/tournament-entries', omar, { tournament_id: tournamentId, team_id: withdrawnTeam });
    await call('POST', '/api/tournament-entries', khalid, { tournament_id: tournamentId, team_id: activeTeam });
    await withdraw(withdrawnEntry.body.entry.id, omar);

    const mine = TournamentEntryListSchema.parse((await call('GET', '/api/tournament-entries/me', omar)).body);
    const organizers = TournamentEntryListSchema.parse((await call('GET', `/api/tournaments/${tournamentId}/entries`, noura)).body);
    const registrations = (await call('GET', '/api/tournament-registrations', omar)).body as Array<{ id: string }>;
    const hosted = OrganizerTournamentSchema.array().parse((await call('GET', '/api/tournaments/me', noura)).body);

    expect(mine.find((entry) => entry.id === withdrawnEntry.body.entry.id)?.status).toBe('withdrawn');
    expect(organizers.map((entry) => entry.status)).toEqual(['withdrawn', 'pending_both']);
    expect(registrations.map((registration) => registration.id)).not.toContain(withdrawnEntry.body.entry.id);
    expect(hosted.find((t) => t.id === tournamentId)?.entry_counts).toEqual({ total: 1, confirmed: 0 });
  });

  it('when the id is unknown or malformed, then 404', async () => {
    expect(await withdraw(new mongoose.Types.ObjectId().toString(), omar)).toEqual({
      status: 404,
      body: { error: 'Entry not found', code: 'ENTRY_NOT_FOUND' },
    });
    expect((await withdraw('abc', omar)).status).toBe(404);
  });

  it('when no token is sent, then 401', async () => {
    const { entryId } = await pendingEntry();

    expect((await withdraw(entryId)).status).toBe(401);
  });
});
