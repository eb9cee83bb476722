import mongoose from 'mongoose';
import { EntryResponseSchema } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { EntryConfirmationModel, EntryModel } from '../src/data-access/entry-model';
import { TournamentModel } from '../src/data-access/tournament-model';
import { addDays, leagueToday } from '../src/domain/display-status';
import { entriesTestbed, entryConfirmedListener, type DemoUser } from './entries-support';
import { eventually } from './support';

const { omar, layla, khalid, sara } = demoUsers;
const testbed = entriesTestbed();
const { call } = testbed;
const { heard } = entryConfirmedListener('entries');

const pendingEntry = (creator: DemoUser = omar, partner: DemoUser = layla) => testbed.pendingEntry(creator, partner);

describe('PATCH /api/tournament-entries/:id/confirm', () => {
  it('when the other member confirms, then the entry is confirmed and entry-confirmed is published once, leaving the outbox', async () => {
    const { entryId, teamId, tournamentId } = await pendingEntry();

    const { status, body } = await call('PATCH', `/api/tournament-entries/${entryId}/confirm`, layla);

    expect(status).toBe(200);
    expect(EntryResponseSchema.parse(body)).toMatchObject({
      message: 'Entry confirmed',
      code: 'ENTRY_CONFIRMED',
      entry: { id: entryId, status: 'confirmed', confirmed_by: [omar.id, layla.id] },
    });
    await eventually(async () => heard.some((event) => event.data.entryId === entryId));
    expect(heard.filter((event) => event.data.entryId === entryId)).toEqual([
      expect.objectContaining({
        source: 'tournaments',
        data: expect.objectContaining({
          teamId,
          tournamentId,
          player1: omar.id,
          player2: layla.id,
          tournamentTitle: expect.stringMatching(/^Test Open/),
        }),
      }),
    ]);
    await eventually(async () => ((await EntryModel.findById(entryId).lean())?.outbox.length ?? 1) === 0);
  });

  it('when the member who created the entry confirms it, then 403', async () => {
    const { entryId } = await pendingEntry();

    expect(await call('PATCH', `/api/tournament-entries/${entryId}/confirm`, omar)).toEqual({
      status: 403,
      body: { error: 'Your partner must confirm this entry', code: 'PARTNER_MUST_CONFIRM' },
    });
  });

  it('when a player who is not on the team confirms, then 403 and the entry stays pending', async () => {
    const { entryId } = await pendingEntry();

    expect(await call('PATCH', `/api/tournament-entries/${entryId}/confirm`, khalid)).toEqual({
      status: 403,
      body: { error: 'You are not a member of this team', code: 'NOT_TEAM_MEMBER' },
    });
    expect((await EntryModel.findById(entryId).lean())?.status).toBe('pending_both');
  });

  it('when the entry is confirmed already, then 409', async () => {
    const { entryId } = await pendingEntry(khalid, sara);
    await call('PATCH', `/api/tournament-entries/${entryId}/confirm`, sara);

    expect(await call('PATCH', `/api/tournament-entries/${entryId}/confirm`, sara)).toEqual({
      status: 409,
      body: { error: 'This entry is not awaiting confirmation', code: 'ENTRY_NOT_AWAITING_CONFIRMATION' },
    });
  });

  it('when the partner confirms twice at once, then the entry is confirmed once and exactly one event is delivered', async () => {
    const { entryId } = await pendingEntry(khalid, sara);

    const answers = await Promise.all([
      call('PATCH', `/api/tournament-entries/${entryId}/confirm`, sara),
      call('PATCH', `/api/tournament-entries/${entryId}/confirm`, sara),
    ]);

    // A double-click by the same member may answer 200 twice (same result) or 200 then 409; never two confirmations.
    expect(answers.map((answer) => answer.status)).toContain(200);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(await EntryConfirmationModel.countDocuments({ _id: entryId })).toBe(1);
    await eventually(async () => heard.some((event) => event.data.entryId === entryId));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(heard.filter((event) => event.data.entryId === entryId)).toHaveLength(1);
  });

  describe('when the tournament no longer takes entries', () => {
    const confirmAfter = async (change: Record<string, unknown>) => {
      const { entryId, tournamentId } = await pendingEntry();
      await TournamentModel.updateOne({ _id: tournamentId }, { $set: change });
      const answer = await call('PATCH', `/api/tournament-entries/${entryId}/confirm`, layla);
      return { answer, status: (await EntryModel.findById(entryId).lean())?.status };
    };

    it('when the tournament has started, then 409 and the entry stays pending', async () => {
      const today = leagueToday();

      expect(await confirmAfter({ start_date: addDays(today, -1), end_date: addDays(today, 1) })).toEqual({
        answer: {
          status: 409,
          body: { error: 'Entries can only be confirmed while the tournament is upcoming', code: 'CONFIRM_ONLY_UPCOMING' },
        },
        status: 'pending_both',
      });
    });

    it('when its organizer unpublished it to a draft, then 409 and the entry stays pending', async () => {
      expect(await confirmAfter({ status: 'draft' })).toMatchObject({
        answer: { status: 409, body: { code: 'CONFIRM_ONLY_UPCOMING' } },
        status: 'pending_both',
      });
    });

    it.each([
      ['its entry window closed', { entry_close_at: new Date(Date.now() - 60_000) }],
      ['its organizer closed it', { status: 'closed' }],
    ])('when %s, then 409 Entries have closed and the entry stays pending', async (_label, change) => {
      expect(await confirmAfter(change)).toEqual({
        answer: {
          status: 409,
          body: { error: 'Entries for this tournament have closed: this entry can no longer be confirmed', code: 'CONFIRM_ENTRIES_CLOSED' },
        },
        status: 'pending_both',
      });
    });
  });

  it('when the id is unknown or malformed, then 404', async () => {
    expect(await call('PATCH', `/api/tournament-entries/${new mongoose.Types.ObjectId().toString()}/confirm`, layla)).toEqual({
      status: 404,
      body: { error: 'Entry not found', code: 'ENTRY_NOT_FOUND' },
    });
    expect((await call('PATCH', '/api/tournament-entries/abc/confirm', layla)).status).toBe(404);
  });

  it('when no token is sent, then 401', async () => {
    const { entryId } = await pendingEntry();

    expect((await call('PATCH', `/api/tournament-entries/${entryId}/confirm`)).status).toBe(401);
  });
});
