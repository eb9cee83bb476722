import { demoUsers } from '@padel/tools/testing/keycloak';
import { entriesTestbed, storedEntry, tournament } from './entries-support';

const { omar, layla, khalid, sara, noura } = demoUsers;
const { call } = entriesTestbed();

const drawUrl = (id: string) => `/api/tournaments/${id}/draw`;

describe('POST /api/tournaments/:id/draw with paid_only', () => {
  it('when paid_only is asked in a tournament with a fee, then only the paid confirmed entries are drawn', async () => {
    const tournamentId = await tournament(10, { organizer_id: noura.id, level: 'D', entry_fee: 100 });
    await storedEntry(tournamentId, omar, layla, { status: 'confirmed', paid: true });
    await storedEntry(tournamentId, khalid, sara, { status: 'confirmed', paid: true });
    await storedEntry(tournamentId, omar, sara, { status: 'confirmed', paid: false });

    const { status, body } = await call('POST', drawUrl(tournamentId), noura, { paid_only: true });

    expect(status).toBe(201);
    expect(body.draw).toMatchObject({ team_count: 2, size: 2 });
  });

  it('when fewer than 2 confirmed entries are paid, then 409 and no draw', async () => {
    const tournamentId = await tournament(10, { organizer_id: noura.id, entry_fee: 100 });
    await storedEntry(tournamentId, omar, layla, { status: 'confirmed', paid: true });
    await storedEntry(tournamentId, khalid, sara, { status: 'confirmed' });

    expect(await call('POST', drawUrl(tournamentId), noura, { paid_only: true })).toMatchObject({
      status: 409,
      body: { code: 'TOO_FEW_PAID_TEAMS' },
    });
    expect((await call('POST', drawUrl(tournamentId), noura, {})).status).toBe(201);
  });

  it('when the tournament has no fee, then paid_only is 409', async () => {
    const tournamentId = await tournament(10, { organizer_id: noura.id });
    await storedEntry(tournamentId, omar, layla, { status: 'confirmed', paid: true });
    await storedEntry(tournamentId, khalid, sara, { status: 'confirmed', paid: true });

    expect(await call('POST', drawUrl(tournamentId), noura, { paid_only: true })).toMatchObject({
      status: 409,
      body: { code: 'NO_ENTRY_FEE' },
    });
  });

  it('when paid_only is not a boolean, then 400', async () => {
    const tournamentId = await tournament(10, { organizer_id: noura.id, entry_fee: 100 });

    expect((await call('POST', drawUrl(tournamentId), noura, { paid_only: 'yes' })).status).toBe(400);
  });
});
