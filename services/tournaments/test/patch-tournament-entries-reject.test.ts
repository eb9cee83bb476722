import { randomUUID } from 'node:crypto';
import { EntryResponseSchema } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { EntryModel } from '../src/data-access/entry-model';
import { PlaceModel } from '../src/data-access/place-model';
import { entriesTestbed, eventListener, storedEntry, tournament } from './entries-support';
import { eventually } from './support';

const { omar, layla, khalid, noura, admin } = demoUsers;
const { call } = entriesTestbed();
const rejected = eventListener('reject-rejected', 'entry-rejected');
const confirmed = eventListener('reject-confirmed', 'entry-confirmed');

const reject = (entryId: string, user?: (typeof demoUsers)[keyof typeof demoUsers], body: unknown = { reason: 'Team not eligible' }) =>
  call('PATCH', `/api/tournament-entries/${entryId}/reject`, user, body);
const statusOf = async (entryId: string) => (await EntryModel.findById(entryId).lean())?.status;

describe('PATCH /api/tournament-entries/:id/reject', () => {
  it('when the organizer rejects a pending entry with a reason, then it is rejected and entry-rejected carries the reason', async () => {
    const tournamentId = await tournament(10, { organizer_id: noura.id });
    const entryId = await storedEntry(tournamentId, omar, layla);

    const { status, body } = await reject(entryId, noura);

    expect(status).toBe(200);
    expect(EntryResponseSchema.parse(body)).toMatchObject({
      code: 'ENTRY_REJECTED',
      entry: { id: entryId, status: 'rejected', rejection_reason: 'Team not eligible' },
    });
    await eventually(async () => rejected.heard.some((event) => event.data.entryId === entryId));
    expect(rejected.heard.find((event) => event.data.entryId === entryId)?.data).toMatchObject({
      reason: 'Team not eligible',
      rejectedBy: noura.id,
      player1: omar.id,
      player2: layla.id,
    });
    expect((await call('PATCH', `/api/tournament-entries/${entryId}/confirm`, layla)).status).toBe(409);
  });

  it('when a confirmed entry holding a place is rejected, then the first waitlisted entry is promoted', async () => {
    const tournamentId = await tournament(10, { organizer_id: noura.id, max_teams: 2 });
    const entries = [
      await storedEntry(tournamentId, omar, layla),
      await storedEntry(tournamentId, omar, layla),
      await storedEntry(tournamentId, omar, layla),
    ];
    for (const entryId of entries) await call('PATCH', `/api/tournament-entries/${entryId}/confirm`, layla);
    expect(await statusOf(entries[2] as string)).toBe('waitlist');

    expect((await reject(entries[0] as string, noura)).status).toBe(200);

    expect(await Promise.all(entries.map(statusOf))).toEqual(['rejected', 'confirmed', 'confirmed']);
    expect((await PlaceModel.find({ tournament_id: tournamentId }).lean()).map((place) => place.entry_id).sort()).toEqual(
      entries.slice(1).sort(),
    );
    await eventually(async () => confirmed.heard.some((event) => event.data.entryId === entries[2] && event.data.promoted === true));
  });

  it('when an admin rejects an entry of any organizer, then 200', async () => {
    const tournamentId = await tournament(10, { organizer_id: randomUUID() });
    const entryId = await storedEntry(tournamentId, omar, layla, { status: 'confirmed' });

    expect((await reject(entryId, admin)).status).toBe(200);
    expect(await statusOf(entryId)).toBe('rejected');
  });

  it('when nobody is signed in, then 401', async () => {
    const entryId = await storedEntry(await tournament(10, { organizer_id: noura.id }), omar, layla);

    expect((await reject(entryId)).status).toBe(401);
  });

  it('when a player who does not organize the tournament rejects, then 403 and the entry stays', async () => {
    const entryId = await storedEntry(await tournament(10, { organizer_id: noura.id }), omar, layla);

    expect(await reject(entryId, khalid)).toEqual({
      status: 403,
      body: { error: 'Only the organizer can manage the entries of this tournament', code: 'ONLY_ORGANIZER_MANAGES_ENTRIES' },
    });
    expect(await statusOf(entryId)).toBe('pending_both');
  });

  it("when an organizer rejects an entry of another organizer's draft, then 404", async () => {
    const entryId = await storedEntry(await tournament(10, { organizer_id: randomUUID(), status: 'draft' }), omar, layla);

    expect((await reject(entryId, noura)).status).toBe(404);
  });

  it('when the reason is missing or empty, then 400', async () => {
    const entryId = await storedEntry(await tournament(10, { organizer_id: noura.id }), omar, layla);

    expect((await reject(entryId, noura, {})).status).toBe(400);
    expect((await reject(entryId, noura, { reason: '   ' })).status).toBe(400);
    expect(await statusOf(entryId)).toBe('pending_both');
  });

  it('when the entry is withdrawn or rejected already, then 409', async () => {
    const tournamentId = await tournament(10, { organizer_id: noura.id });
    const withdrawn = await storedEntry(tournamentId, omar, layla, { status: 'withdrawn' });
    const entryId = await storedEntry(tournamentId, omar, layla);
    await reject(entryId, noura);

    expect((await reject(withdrawn, noura)).body.code).toBe('WITHDRAWN_NOT_REJECTABLE');
    expect(await reject(entryId, noura)).toMatchObject({ status: 409, body: { code: 'ENTRY_ALREADY_REJECTED' } });
  });
});
