// Issue 31, point 6: entries per player are limited by the tournaments service itself, in its database, so a call that
// skips the gateway, or reaches another replica, cannot enter more than the limit.
import mongoose, { mongo } from 'mongoose';
import { slidingWindowHit, type SlidingWindowDocument } from '@padel/service-kit';
import { demoUsers, passwordGrant } from '@padel/tools/testing/keycloak';
import { confirmedTeam, entriesTestbed, tournament, type DemoUser } from './entries-support';

const { omar, layla, sara, khalid } = demoUsers;
const ENTRIES_PER_HOUR = 3;
const { call, baseUrl } = entriesTestbed({ ENTRY_RATE_LIMIT: ENTRIES_PER_HOUR });

/** POST /api/tournament-entries as `creator` for a fresh team of `creator` and `partner` in a fresh tournament. */
async function enter(creator: DemoUser, partner: DemoUser) {
  const [tournamentId, teamId] = await Promise.all([tournament(10), confirmedTeam(creator, partner)]);
  return call('POST', '/api/tournament-entries', creator, { tournament_id: tournamentId, team_id: teamId });
}

describe('POST /api/tournament-entries: entries per player, counted by the service', () => {
  it('when a player makes the hourly number of entries straight to the service, then the next one (either form) is 429', async () => {
    const made = [await enter(omar, layla), await enter(omar, sara)];
    const [tournamentId, teamId] = await Promise.all([tournament(10), confirmedTeam(omar, khalid)]);
    made.push(await call('POST', '/api/tournament-registrations', omar, { tournamentId, teamId }));

    const refused = await enter(omar, khalid);
    const [laterTournament, laterTeam] = await Promise.all([tournament(12), confirmedTeam(omar, sara)]);
    const refusedOlderForm = await call('POST', '/api/tournament-registrations', omar, {
      tournamentId: laterTournament,
      teamId: laterTeam,
    });

    expect(made.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(refused).toEqual({
      status: 429,
      body: {
        error: 'You have made too many tournament entries in the last hour. Please try again later.',
        code: 'ENTRIES_RATE_LIMITED',
      },
    });
    expect(refusedOlderForm.status).toBe(429);
  });

  it('when an entry is refused for another reason, then it does not count', async () => {
    const refused = [];
    for (let round = 0; round < ENTRIES_PER_HOUR + 1; round += 1) {
      refused.push(
        await call('POST', '/api/tournament-entries', sara, {
          tournament_id: await tournament(10),
          team_id: await confirmedTeam(layla, khalid),
        }),
      );
    }

    expect(refused.map((answer) => answer.status)).toEqual(Array(ENTRIES_PER_HOUR + 1).fill(403));
    expect((await enter(sara, khalid)).status).toBe(201);
  });

  it('when another replica counted entries of the same player in the shared database, then this one allows only the rest', async () => {
    const replica = await mongo.MongoClient.connect(process.env.MONGO_URL as string);
    try {
      const limits = replica.db(mongoose.connection.name).collection<SlidingWindowDocument>('business_limits');
      const rule = { name: 'entries', limit: ENTRIES_PER_HOUR, windowMs: 60 * 60 * 1000 };
      for (let round = 0; round < ENTRIES_PER_HOUR - 1; round += 1) await slidingWindowHit(limits, rule, khalid.id);
    } finally {
      await replica.close();
    }

    const allowed = await enter(khalid, layla);
    const [tournamentId, teamId] = await Promise.all([tournament(10), confirmedTeam(khalid, sara)]);
    const refused = await fetch(`${baseUrl()}/api/tournament-entries`, {
      method: 'POST',
      headers: { authorization: `Bearer ${(await passwordGrant(khalid.email)).access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tournament_id: tournamentId, team_id: teamId }),
    });

    expect(allowed.status).toBe(201);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
  });
});
