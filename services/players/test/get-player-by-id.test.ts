import { PlayerSchema } from '@padel/contracts';
import { getJson, playersServiceForTests } from './support';

const { url: serviceUrl } = playersServiceForTests();

describe('GET /api/players/:id', () => {
  it('when the player exists, then it is returned in the contract shape', async () => {
    const { status, body } = await getJson(`${serviceUrl()}/api/players/6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e04`);

    expect(status).toBe(200);
    expect(PlayerSchema.parse(body)).toMatchObject({
      id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e04',
      name: 'Khalid Rahman',
      country: 'Qatar',
      losses: 10,
    });
  });

  it.each([['6b0f7c9e-1d2a-4f3b-9c1e-ffffffffffff'], ['not-a-player']])('when the id %s is unknown, then 404 JSON', async (id) => {
    expect(await getJson(`${serviceUrl()}/api/players/${id}`)).toEqual({
      status: 404,
      body: { error: 'Player not found', code: 'PLAYER_NOT_FOUND' },
    });
  });

  it('when the id belongs to a non-player profile (admin), then 404', async () => {
    expect((await getJson(`${serviceUrl()}/api/players/6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e07`)).status).toBe(404);
  });
});
