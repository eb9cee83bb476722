import { randomUUID } from 'node:crypto';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { EntryModel } from '../src/data-access/entry-model';
import { entriesTestbed, storedEntry, tournament } from './entries-support';

const { omar, layla, khalid, noura, admin } = demoUsers;
const { call } = entriesTestbed();

const markPaid = (entryId: string, user: (typeof demoUsers)[keyof typeof demoUsers] | undefined, body: unknown) =>
  call('PATCH', `/api/tournament-entries/${entryId}/paid`, user, body);
const paidOf = async (entryId: string) => (await EntryModel.findById(entryId).lean())?.paid;
const feeTournament = (overrides = {}) => tournament(10, { organizer_id: noura.id, entry_fee: 150, ...overrides });

describe('PATCH /api/tournament-entries/:id/paid', () => {
  it('when the organizer marks an entry paid and then unpaid, then the flag follows and the answers say so', async () => {
    const entryId = await storedEntry(await feeTournament(), omar, layla, { status: 'confirmed' });

    expect(await markPaid(entryId, noura, { paid: true })).toMatchObject({
      status: 200,
      body: { code: 'ENTRY_MARKED_PAID', entry: { id: entryId, paid: true } },
    });
    expect(await paidOf(entryId)).toBe(true);
    expect(await markPaid(entryId, noura, { paid: false })).toMatchObject({ status: 200, body: { code: 'ENTRY_MARKED_UNPAID' } });
    expect(await paidOf(entryId)).toBe(false);
  });

  it('when an admin marks an entry of any organizer paid, then 200', async () => {
    const entryId = await storedEntry(await feeTournament({ organizer_id: randomUUID() }), omar, layla);

    expect((await markPaid(entryId, admin, { paid: true })).status).toBe(200);
    expect(await paidOf(entryId)).toBe(true);
  });

  it('when the tournament has no entry fee, then 409', async () => {
    const entryId = await storedEntry(await tournament(10, { organizer_id: noura.id }), omar, layla);

    expect(await markPaid(entryId, noura, { paid: true })).toMatchObject({ status: 409, body: { code: 'NO_ENTRY_FEE' } });
  });

  it('when nobody is signed in, then 401', async () => {
    const entryId = await storedEntry(await feeTournament(), omar, layla);

    expect((await markPaid(entryId, undefined, { paid: true })).status).toBe(401);
  });

  it('when a member of the team marks its own entry paid, then 403 and it stays unpaid', async () => {
    const entryId = await storedEntry(await feeTournament(), omar, layla);

    expect((await markPaid(entryId, omar, { paid: true })).status).toBe(403);
    expect((await markPaid(entryId, khalid, { paid: true })).status).toBe(403);
    expect(await paidOf(entryId)).toBe(false);
  });

  it("when an organizer marks an entry of another organizer's draft, then 404", async () => {
    const entryId = await storedEntry(await feeTournament({ organizer_id: randomUUID(), status: 'draft' }), omar, layla);

    expect((await markPaid(entryId, noura, { paid: true })).status).toBe(404);
  });

  it('when paid is missing or not a boolean, then 400', async () => {
    const entryId = await storedEntry(await feeTournament(), omar, layla);

    expect((await markPaid(entryId, noura, {})).status).toBe(400);
    expect((await markPaid(entryId, noura, { paid: 'yes' })).status).toBe(400);
    expect((await markPaid(entryId, noura, { paid: true, extra: 1 })).status).toBe(400);
  });

  it('when the entry does not exist, then 404', async () => {
    expect((await markPaid('0123456789abcdef01234567', noura, { paid: true })).status).toBe(404);
  });
});
