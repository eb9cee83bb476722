import mongoose from 'mongoose';
import { TournamentChangeResponseSchema } from '@padel/contracts';
import { TournamentModel } from '../src/data-access/tournament-model';
import { addDays, leagueToday } from '../src/domain/display-status';
import { enterTeam } from './draw-support';
import { confirmedTeam } from './entries-support';
import { admin, anotherOrganizerId, hostedTournament, housekeepingTestbed, layla, noura, omar } from './housekeeping-support';
import { testId } from './support';

const { call, draw, listed, own } = housekeepingTestbed();

const patch = (id: string, body: unknown, user?: Parameters<typeof call>[2]) => call('PATCH', `/api/tournaments/${id}`, user, body);

describe('PATCH /api/tournaments/:id', () => {
  describe('who may edit', () => {
    it('when a visitor edits, then 401 and nothing changes', async () => {
      const id = await hostedTournament();

      expect((await patch(id, { title: 'Renamed' })).status).toBe(401);
      expect((await TournamentModel.findById(id).lean())?.title).not.toBe('Renamed');
    });

    it("when a player edits an organizer's tournament, then 403", async () => {
      const id = await hostedTournament();

      expect(await patch(id, { title: 'Renamed' }, omar)).toEqual({
        status: 403,
        body: { error: 'Only the organizer can change this tournament', code: 'ONLY_ORGANIZER_CAN_CHANGE' },
      });
    });

    it("when an organizer edits another organizer's tournament, then 403 while published and 404 for a draft", async () => {
      const published = await hostedTournament({ organizer_id: anotherOrganizerId() });
      const draft = await hostedTournament({ organizer_id: anotherOrganizerId(), status: 'draft' });

      expect((await patch(published, { title: 'Mine now' }, noura)).status).toBe(403);
      expect((await patch(draft, { title: 'Mine now' }, noura)).body).toEqual({
        error: 'Tournament not found',
        code: 'TOURNAMENT_NOT_FOUND',
      });
      expect((await patch(new mongoose.Types.ObjectId().toString(), { title: 'Ghost' }, noura)).status).toBe(404);
    });

    it('when the organizer edits, then 200 with the tournament as it is now, in My Tournaments and the public list', async () => {
      const id = await hostedTournament();
      const title = `Edited Open ${testId()}`;
      const start = addDays(leagueToday(), 30);

      const { status, body } = await patch(
        id,
        { title, city: 'Abu Dhabi', category: 'gold', level: 'D', start_date: start, end_date: null },
        noura,
      );

      expect(status).toBe(200);
      const answer = TournamentChangeResponseSchema.parse(body);
      expect(answer).toMatchObject({ message: 'Your tournament has been updated', code: 'TOURNAMENT_UPDATED' });
      expect(answer.tournament).toMatchObject({
        id,
        title,
        city: 'Abu Dhabi',
        category: 'gold',
        tier: 'gold',
        level: 'D',
        start_date: start,
        end_date: null,
      });
      expect(await own(id)).toMatchObject({ title, city: 'Abu Dhabi' });
      expect(await listed(id)).toBe(true);
    });

    it('when the organizer sets places and a fee before any entry, then both change, and null removes them', async () => {
      const id = await hostedTournament();

      expect((await patch(id, { max_teams: 8, entry_fee: 300 }, noura)).body.tournament).toMatchObject({ max_teams: 8, entry_fee: 300 });
      expect((await patch(id, { max_teams: null, entry_fee: null }, noura)).body.tournament).toMatchObject({
        max_teams: null,
        entry_fee: null,
      });
      expect((await patch(id, { max_teams: 1 }, noura)).status).toBe(400);
    });

    it("when an admin edits another's tournament, then 200", async () => {
      const id = await hostedTournament();

      const { status, body } = await patch(id, { country: 'Qatar' }, admin);

      expect(status).toBe(200);
      expect(body.tournament).toMatchObject({ id, country: 'Qatar', organizer_id: noura.id });
    });
  });

  describe('what may change', () => {
    it("when the body has an unknown field, the status, nothing, or a bad value, then 400 with the form's message", async () => {
      const id = await hostedTournament();

      expect((await patch(id, { title: 'x', organizer_id: omar.id }, noura)).status).toBe(400);
      expect((await patch(id, { status: 'draft' }, noura)).status).toBe(400);
      expect((await patch(id, {}, noura)).body).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Give at least one field to change' });
      expect((await patch(id, { title: '   ' }, noura)).body).toMatchObject({ error: 'title: Title is required' });
      expect((await patch(id, { level: 'B' }, noura)).status).toBe(400);
    });

    it('when the change breaks a rule with the stored fields (an end before the start), then 400 and nothing changes', async () => {
      const id = await hostedTournament();
      const before = await TournamentModel.findById(id).lean();

      const { status, body } = await patch(id, { end_date: addDays(leagueToday(), 1) }, noura);

      expect(status).toBe(400);
      expect(body.error).toBe('end_date: End date must not be before the start date');
      expect((await TournamentModel.findById(id).lean())?.end_date).toBe(before?.end_date);
    });

    it('when a team has entered (even one awaiting its partner), then 409 TOURNAMENT_HAS_ENTRIES and nothing changes', async () => {
      const pending = await hostedTournament();
      await enterTeam(pending, 1, 'pending_both');

      expect(await patch(pending, { title: 'Too late' }, noura)).toEqual({
        status: 409,
        body: { error: 'Teams have entered this tournament: it can no longer be edited or deleted', code: 'TOURNAMENT_HAS_ENTRIES' },
      });
      expect((await TournamentModel.findById(pending).lean())?.title).not.toBe('Too late');
    });

    it('when the tournament is drawn, then 409 TOURNAMENT_DRAWN_UNCHANGEABLE', async () => {
      const id = await hostedTournament({ level: 'D' });
      for (const number of [1, 2]) await enterTeam(id, number);
      await draw(id);

      expect((await patch(id, { title: 'After the draw' }, noura)).body.code).toBe('TOURNAMENT_DRAWN_UNCHANGEABLE');
    });
  });

  describe('against entries being made', () => {
    it('when a team enters through the API, then a later edit is 409', async () => {
      const id = await hostedTournament();
      const teamId = await confirmedTeam(omar, layla);
      expect((await call('POST', '/api/tournament-entries', omar, { tournament_id: id, team_id: teamId })).status).toBe(201);

      expect((await patch(id, { city: 'Doha' }, noura)).status).toBe(409);
    });

    it('when edits and an entry race, then no edit applies after the entry: the entry keeps the fields it was made under', async () => {
      for (let round = 0; round < 4; round += 1) {
        const id = await hostedTournament();
        const teamId = await confirmedTeam(omar, layla);

        const [entry, ...edits] = await Promise.all([
          call('POST', '/api/tournament-entries', omar, { tournament_id: id, team_id: teamId }),
          ...[1, 2, 3].map((n) => patch(id, { title: `Race ${n} ${testId()}` }, noura)),
        ]);

        for (const answer of edits.filter((edit) => edit.status !== 200)) {
          expect(['TOURNAMENT_HAS_ENTRIES', 'TOURNAMENT_CHANGED_MEANWHILE']).toContain(answer.body.code);
        }
        const stored = await TournamentModel.findById(id).lean();
        if (entry.status === 201) expect(entry.body.entry.tournament.title).toBe(stored?.title);
        else expect(entry.body.code).toBe('TOURNAMENT_CHANGED_MEANWHILE');
        const lastEdit = edits.filter((answer) => answer.status === 200).map((answer) => answer.body.tournament.title);
        if (lastEdit.length > 0) expect(lastEdit).toContain(stored?.title);
      }
    });
  });
});
