import mongoose from 'mongoose';
import { TournamentModel } from '../src/data-access/tournament-model';
import { enterTeam } from './draw-support';
import { admin, anotherOrganizerId, hostedTournament, housekeepingTestbed, noura, omar } from './housekeeping-support';

const { call, detail, own } = housekeepingTestbed();

const remove = (id: string, user?: Parameters<typeof call>[2]) => call('DELETE', `/api/tournaments/${id}`, user);
const stored = async (id: string) => (await TournamentModel.findById(id).lean()) !== null;

describe('DELETE /api/tournaments/:id', () => {
  describe('who may delete', () => {
    it('when a visitor deletes, then 401 and the draft stays', async () => {
      const id = await hostedTournament({ status: 'draft' });

      expect((await remove(id)).status).toBe(401);
      expect(await stored(id)).toBe(true);
    });

    it("when a player deletes an organizer's tournament, then 403 for a published one and 404 for a draft", async () => {
      const published = await hostedTournament();
      const draft = await hostedTournament({ status: 'draft' });

      expect((await remove(published, omar)).body.code).toBe('ONLY_ORGANIZER_CAN_CHANGE');
      expect((await remove(draft, omar)).status).toBe(404);
      expect(await stored(draft)).toBe(true);
    });

    it("when an organizer deletes another organizer's draft, then 404 and it stays", async () => {
      const draft = await hostedTournament({ organizer_id: anotherOrganizerId(), status: 'draft' });

      expect((await remove(draft, noura)).status).toBe(404);
      expect(await stored(draft)).toBe(true);
    });

    it('when the organizer deletes their draft, then 200 and it is gone from My Tournaments and its page; again is 404', async () => {
      const id = await hostedTournament({ status: 'draft' });

      expect(await remove(id, noura)).toEqual({
        status: 200,
        body: { message: 'Your tournament has been deleted', code: 'TOURNAMENT_DELETED' },
      });

      expect(await own(id)).toBeUndefined();
      expect((await detail(id, noura)).status).toBe(404);
      expect((await remove(id, noura)).status).toBe(404);
    });

    it("when an admin deletes another's draft, then 200", async () => {
      const id = await hostedTournament({ organizer_id: anotherOrganizerId(), status: 'draft' });

      expect((await remove(id, admin)).status).toBe(200);
      expect(await stored(id)).toBe(false);
    });
  });

  describe('what may be deleted', () => {
    it('when the tournament is published or closed, then 409 ONLY_DRAFTS_DELETABLE', async () => {
      for (const status of ['published', 'closed'] as const) {
        const id = await hostedTournament({ status });

        expect(await remove(id, noura)).toEqual({
          status: 409,
          body: { error: 'Only a draft can be deleted: unpublish the tournament first', code: 'ONLY_DRAFTS_DELETABLE' },
        });
        expect(await stored(id)).toBe(true);
      }
    });

    it('when a team entered the draft before it was unpublished, then 409 TOURNAMENT_HAS_ENTRIES', async () => {
      const id = await hostedTournament();
      await enterTeam(id, 1, 'pending_both');
      expect((await call('PATCH', `/api/tournaments/${id}/status`, noura, { status: 'draft' })).status).toBe(200);

      expect((await remove(id, noura)).body.code).toBe('TOURNAMENT_HAS_ENTRIES');
      expect(await stored(id)).toBe(true);
    });

    it('when the id is unknown or not an id, then 404', async () => {
      expect((await remove(new mongoose.Types.ObjectId().toString(), noura)).status).toBe(404);
      expect((await remove('not-an-id', noura)).status).toBe(404);
    });
  });
});
