import mongoose from 'mongoose';
import { TournamentChangeResponseSchema } from '@padel/contracts';
import { TournamentModel } from '../src/data-access/tournament-model';
import { enterTeam } from './draw-support';
import {
  admin,
  anotherOrganizerId,
  hostedTournament,
  housekeepingTestbed,
  noura,
  omar,
  statusChangedListener,
} from './housekeeping-support';

const { call, detail, draw, listed, own } = housekeepingTestbed();
const { eventsOf } = statusChangedListener('patch-status');

const setStatus = (id: string, body: unknown, user?: Parameters<typeof call>[2]) =>
  call('PATCH', `/api/tournaments/${id}/status`, user, body);

describe('PATCH /api/tournaments/:id/status', () => {
  describe('who may change it', () => {
    it('when a visitor changes the status, then 401', async () => {
      const id = await hostedTournament();

      expect((await setStatus(id, { status: 'draft' })).status).toBe(401);
      expect(await listed(id)).toBe(true);
    });

    it("when a player unpublishes an organizer's tournament, then 403 and it stays listed", async () => {
      const id = await hostedTournament();

      expect((await setStatus(id, { status: 'draft' }, omar)).body.code).toBe('ONLY_ORGANIZER_CAN_CHANGE');
      expect(await listed(id)).toBe(true);
    });

    it("when an organizer changes another organizer's tournament, then 403 while published and 404 for a draft", async () => {
      const published = await hostedTournament({ organizer_id: anotherOrganizerId() });
      const draft = await hostedTournament({ organizer_id: anotherOrganizerId(), status: 'draft' });

      expect((await setStatus(published, { status: 'closed' }, noura)).status).toBe(403);
      expect((await setStatus(draft, { status: 'published' }, noura)).status).toBe(404);
      expect((await setStatus(new mongoose.Types.ObjectId().toString(), { status: 'draft' }, noura)).status).toBe(404);
    });
  });

  describe('unpublishing and publishing again', () => {
    it('when the organizer unpublishes, then it leaves the public list and page, stays in My Tournaments, and entrants are told once', async () => {
      const id = await hostedTournament();
      await enterTeam(id, 1);

      const { status, body } = await setStatus(id, { status: 'draft' }, noura);

      expect(status).toBe(200);
      const answer = TournamentChangeResponseSchema.parse(body);
      expect(answer).toMatchObject({ code: 'TOURNAMENT_NOW_DRAFT', tournament: { id, status: 'draft' } });
      expect(await listed(id)).toBe(false);
      expect((await detail(id)).status).toBe(404);
      expect((await detail(id, omar)).status).toBe(404);
      expect((await detail(id, noura)).status).toBe(200);
      expect(await own(id)).toMatchObject({ status: 'draft' });
      const events = await eventsOf(id);
      expect(events).toHaveLength(1);
      expect(events[0]?.data).toMatchObject({
        tournamentId: id,
        status: 'draft',
        previousStatus: 'published',
        changedBy: noura.id,
        changedAs: 'organizer',
        revision: 1,
      });
    });

    it('when the organizer closes it, then it leaves the public list and page too (its entries 404 to others); publishing again brings it back with a second event', async () => {
      const id = await hostedTournament();

      expect((await setStatus(id, { status: 'closed' }, noura)).body).toMatchObject({
        code: 'TOURNAMENT_CLOSED',
        tournament: { status: 'closed' },
      });
      expect(await listed(id)).toBe(false);
      expect((await detail(id)).status).toBe(404);
      expect((await call('GET', `/api/tournaments/${id}/entries`, omar)).status).toBe(404);

      expect((await setStatus(id, { status: 'published' }, noura)).body).toMatchObject({
        message: 'Your tournament has been published',
        tournament: { status: 'published' },
      });
      expect(await listed(id)).toBe(true);
      const events = await eventsOf(id, 2);
      expect(events.map((event) => [event.data.status, event.data.revision])).toEqual([
        ['closed', 1],
        ['published', 2],
      ]);
    });

    it("when an admin unpublishes another's tournament, then 200 and the event says an admin did it", async () => {
      const id = await hostedTournament();

      expect((await setStatus(id, { status: 'draft' }, admin)).status).toBe(200);

      expect((await eventsOf(id))[0]?.data).toMatchObject({ changedBy: admin.id, changedAs: 'admin', status: 'draft' });
    });

    it('when the status is the one it has, then 200 and no event; twice the same change at once is one change and one event', async () => {
      const id = await hostedTournament();
      expect((await setStatus(id, { status: 'published' }, noura)).status).toBe(200);

      const answers = await Promise.all([1, 2, 3].map(() => setStatus(id, { status: 'draft' }, noura)));

      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(await eventsOf(id)).toHaveLength(1);
      expect((await TournamentModel.findById(id).lean())?.status_revision).toBe(1);
    });
  });

  describe('what may not change', () => {
    it('when the body is not a known status or has more, then 400', async () => {
      const id = await hostedTournament();

      expect((await setStatus(id, { status: 'archived' }, noura)).status).toBe(400);
      expect((await setStatus(id, {}, noura)).status).toBe(400);
      expect((await setStatus(id, { status: 'draft', title: 'x' }, noura)).status).toBe(400);
      expect(await listed(id)).toBe(true);
    });

    it('when the tournament is drawn, then 409 and it stays published', async () => {
      const id = await hostedTournament({ level: 'D' });
      for (const number of [1, 2]) await enterTeam(id, number);
      await draw(id);

      expect((await setStatus(id, { status: 'draft' }, noura)).body.code).toBe('TOURNAMENT_DRAWN_UNCHANGEABLE');
      expect(await listed(id)).toBe(true);
    });
  });
});
