import { randomUUID } from 'node:crypto';
import { PlayerPageSchema, type EventData } from '@padel/contracts';
import { createEvent } from '@padel/service-kit';
import { demoUsers, passwordGrant } from '@padel/tools/testing/keycloak';
import { serviceUnderTest } from '@padel/tools/testing/service-under-test';
import * as players from '../src/app';
import { ProfileModel } from '../src/data-access/profile-model';
import { bearer, CONSUMED_EVENTS, eventually, getJson, testId } from './support';

const service = serviceUnderTest({ service: 'players', app: players, consumes: CONSUMED_EVENTS, publisher: true });
const { omar } = demoUsers;
let omarToken: string;

beforeAll(async () => {
  omarToken = (await passwordGrant(omar.email)).access_token;
});

/** A word no other test's players have, so a search for it finds this test's players only. */
const uniqueWord = () => `u${testId()}`;

/** Registered players with these names (and fields), each with a fresh id; their ids in the same order. */
async function registered(
  ...profiles: Array<{ full_name: string; country?: string; strong_hand?: 'left' | 'right'; court_side?: 'left' | 'right' }>
) {
  const ids = profiles.map(() => randomUUID());
  await ProfileModel.create(profiles.map((profile, index) => ({ _id: ids[index], role: 'player', registered_at: new Date(), ...profile })));
  return ids;
}

async function search(query: string, token?: string) {
  const { status, body } = await getJson(`${service.url()}/api/players?${query}`, token ? bearer(token) : {});
  expect(status).toBe(200);
  return PlayerPageSchema.parse(body);
}
const namesOf = (page: { players: Array<{ full_name: string }> }) => page.players.map((player) => player.full_name);

describe('GET /api/players, paged', () => {
  it('when no limit is given, then a page holds 20 players and the total counts every match', async () => {
    const word = uniqueWord();
    await registered(...Array.from({ length: 23 }, (_, index) => ({ full_name: `${word} Player ${String(index).padStart(2, '0')}` })));

    const first = await search(`q=${word}`);

    expect(first).toMatchObject({ page: 1, limit: 20, total: 23 });
    expect(first.players).toHaveLength(20);
    expect((await search(`q=${word}&page=2`)).players).toHaveLength(3);
  });

  it('when limit is above 100, or page below 1, then the answer is 400 naming the parameter; 100 is fine', async () => {
    const tooMany = await getJson(`${service.url()}/api/players?limit=101`);
    const pageZero = await getJson(`${service.url()}/api/players?page=0`);

    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/limit.*Must be from 1 to 100/);
    expect(pageZero.status).toBe(400);
    expect(pageZero.body.error).toMatch(/page.*Must be 1 or more/);
    expect((await search('limit=100')).limit).toBe(100);
  });

  it('when pages are read in turn, then the players come in the order of their names, page after page, without repeats', async () => {
    const word = uniqueWord();
    await registered(
      { full_name: `Zaid ${word}` },
      { full_name: `adam ${word}` },
      { full_name: `Élodie ${word}` },
      { full_name: `Badr ${word}` },
    );

    const pages = [await search(`q=${word}&limit=3`), await search(`q=${word}&limit=3&page=2`)];

    expect(pages.flatMap(namesOf)).toEqual([`adam ${word}`, `Badr ${word}`, `Élodie ${word}`, `Zaid ${word}`]);
    expect(pages[1]?.total).toBe(4);
  });

  it('when q starts the name or a later word, in any case and without accents, then the player is found; inside a word not', async () => {
    const word = uniqueWord();
    await registered({ full_name: `Élodie Al-Hāshimi ${word}` });

    for (const q of [`ELODIE AL HASHIMI ${word}`, 'hash', 'élo', 'al-h']) {
      expect(namesOf(await search(`q=${encodeURIComponent(q)}&country=Nowhere${word}`))).toEqual([]);
    }
    const found = (q: string) => search(`q=${encodeURIComponent(q)}`).then((page) => namesOf(page).includes(`Élodie Al-Hāshimi ${word}`));
    expect(await found(`elodie al hashimi ${word}`)).toBe(true);
    expect(await found(`ELODIE al-hāsh`)).toBe(true);
    expect(await found(`${word}`)).toBe(true);
    expect(await found(`${word.slice(0, 5)}`)).toBe(true);
    expect(await found(`${word.slice(2)}`)).toBe(false);
  });

  it('when an Arabic name is searched with other letter forms, harakat or tatweel, then it is found', async () => {
    const word = uniqueWord();
    const [ahmad, fatima] = await registered({ full_name: `أحمد الهاشمي ${word}` }, { full_name: `فاطمة مُحَمَّد ${word}` });

    const idsFor = async (q: string) => (await search(`q=${encodeURIComponent(q)}&limit=100`)).players.map((player) => player.id);

    expect(await idsFor('احمد')).toContain(ahmad);
    expect(await idsFor('إحمد الها')).toContain(ahmad);
    expect(await idsFor('الهـاشمي')).toContain(ahmad);
    expect(await idsFor('فاطمه')).toContain(fatima);
    expect(await idsFor('محمد')).toContain(fatima);
    expect(await idsFor(`محمد ${word}`)).toEqual([fatima]);
  });

  it('when filtering by country, strong hand and preferred side, then only players with all of them are listed', async () => {
    const word = uniqueWord();
    await registered(
      { full_name: `${word} Left Right Oman`, country: 'Oman', strong_hand: 'left', court_side: 'right' },
      { full_name: `${word} Right Right Oman`, country: 'Oman', strong_hand: 'right', court_side: 'right' },
      { full_name: `${word} Left Right Qatar`, country: 'Qatar', strong_hand: 'left', court_side: 'right' },
      { full_name: `${word} Left Left Oman`, country: 'Oman', strong_hand: 'left', court_side: 'left' },
    );

    expect(namesOf(await search(`q=${word}&country=oman&strong_hand=left&court_side=right`))).toEqual([`${word} Left Right Oman`]);
    expect(namesOf(await search(`q=${word}&strong_hand=right`))).toEqual([`${word} Right Right Oman`]);
    expect((await search(`q=${word}&country=Oman`)).total).toBe(3);
    expect((await search('q=qatar&limit=100')).players.map((player) => player.full_name)).toContain(`${word} Left Right Qatar`);
  });

  it('when a profile is not a registered player, then no search finds it', async () => {
    const word = uniqueWord();
    await ProfileModel.create({ _id: randomUUID(), full_name: `Signed Up ${word}`, email: `${word}@padel.test`, role: 'player' });

    expect((await search(`q=${word}`)).total).toBe(0);
  });

  it('when an unknown parameter or a bad hand is given, then the answer is 400', async () => {
    expect((await getJson(`${service.url()}/api/players?sort=name`)).status).toBe(400);
    expect((await getJson(`${service.url()}/api/players?strong_hand=both`)).status).toBe(400);
  });
});

describe('GET /api/players, the older form', () => {
  it('when called without parameters, then it answers an array of the ranking’s first 20 players, with the total in X-Total-Count', async () => {
    // Registered through the service (POST /api/players), so the ranking in memory lists them.
    for (const user of Object.values(demoUsers).slice(0, 3)) {
      const { access_token: token } = await passwordGrant(user.email);
      const registered = await getJson(`${service.url()}/api/players`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: user.fullName, country: 'Oman' }),
      });
      expect([200, 201]).toContain(registered.status);
    }

    const answer = await fetch(`${service.url()}/api/players`);
    const body = (await answer.json()) as Array<{ id: string }>;
    const ranking = (await getJson(`${service.url()}/api/rankings?limit=100`)).body as { total: number; players: Array<{ id: string }> };

    expect(answer.status).toBe(200);
    expect(body.map((player) => player.id)).toEqual(ranking.players.slice(0, 20).map((player) => player.id));
    expect(Number(answer.headers.get('x-total-count'))).toBe(ranking.total);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('when a signed-in caller asks for the older form, then they are not in it and the total counts one fewer', async () => {
    const anonymous = await fetch(`${service.url()}/api/players`);
    const signedIn = await fetch(`${service.url()}/api/players`, bearer(omarToken));
    const ids = ((await signedIn.json()) as Array<{ id: string }>).map((player) => player.id);

    expect(ids).not.toContain(omar.id);
    expect(ids.length).toBeLessThanOrEqual(20);
    expect(Number(signedIn.headers.get('x-total-count'))).toBe(Number(anonymous.headers.get('x-total-count')) - 1);
  });
});

describe('GET /api/players for a signed-in caller', () => {
  const publish = (event: Parameters<ReturnType<typeof service.publisher>['publish']>[0]) => service.publisher().publish(event);
  const sent = (data: Partial<EventData<'invitation-sent'>> & { inviterId: string }) =>
    createEvent(
      'invitation-sent',
      {
        invitationId: `inv-${testId()}`,
        inviteeId: null,
        inviteeEmail: null,
        sentAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        ...data,
      },
      'teams',
    );
  const closed = (invitation: EventData<'invitation-sent'>, status: 'declined' | 'cancelled' | 'expired') =>
    createEvent('invitation-closed', { ...invitation, status, closedAt: new Date().toISOString() }, 'teams');
  const idsSeenByOmar = async (word: string) => (await search(`q=${word}`, omarToken)).players.map((player) => player.id);

  it('when the caller searches their own name, then they are not listed; anonymous callers see them', async () => {
    const ownName = (await search(`q=${encodeURIComponent(omar.fullName)}&limit=100`)).players.map((player) => player.id);
    const signedIn = (await search(`q=${encodeURIComponent(omar.fullName)}&limit=100`, omarToken)).players.map((player) => player.id);

    expect(ownName).toContain(omar.id);
    expect(signedIn).not.toContain(omar.id);
  });

  it('when a player is in a confirmed team with the caller, then they are left out for the caller only', async () => {
    const word = uniqueWord();
    const [partner, other] = await registered({ full_name: `${word} Partner` }, { full_name: `${word} Other` });

    await publish(
      createEvent(
        'invitation-accepted',
        {
          invitationId: `inv-${testId()}`,
          teamId: `team-${testId()}`,
          inviterId: omar.id,
          inviteeId: partner!,
          acceptedAt: new Date().toISOString(),
        },
        'teams',
      ),
    );

    await eventually(async () => !(await idsSeenByOmar(word)).includes(partner!));
    expect(await idsSeenByOmar(word)).toEqual([other]);
    expect((await search(`q=${word}`)).total).toBe(2);
  });

  it('when an invitation is pending either way, then the other player is left out until it is declined or cancelled', async () => {
    const word = uniqueWord();
    const [invitedByOmar, invitingOmar, free] = await registered(
      { full_name: `${word} A Invited` },
      { full_name: `${word} B Inviting` },
      { full_name: `${word} C Free` },
    );
    const toThem = sent({ inviterId: omar.id, inviteeId: invitedByOmar! });
    const toOmar = sent({ inviterId: invitingOmar!, inviteeId: omar.id });

    await publish(toThem);
    await publish(toOmar);
    await eventually(async () => (await idsSeenByOmar(word)).length === 1);
    expect(await idsSeenByOmar(word)).toEqual([free]);

    await publish(closed(toThem.data, 'cancelled'));
    await publish(closed(toOmar.data, 'declined'));
    await eventually(async () => (await idsSeenByOmar(word)).length === 3);
    expect(await idsSeenByOmar(word)).toEqual([invitedByOmar, invitingOmar, free]);
  });

  it('when an invitation by email names the address of a player, then that player is left out; once expired, listed again', async () => {
    const word = uniqueWord();
    const email = `${word}@padel.test`;
    const [byEmail] = await registered({ full_name: `${word} By Email` });
    await ProfileModel.updateOne({ _id: byEmail }, { $set: { email } });
    const [expired] = await registered({ full_name: `${word} Expired` });

    await publish(sent({ inviterId: omar.id, inviteeEmail: email }));
    await publish(sent({ inviterId: expired!, inviteeId: omar.id, expiresAt: new Date(Date.now() - 1000).toISOString() }));

    await eventually(async () => !(await idsSeenByOmar(word)).includes(byEmail!));
    expect(await idsSeenByOmar(word)).toEqual([expired]);
  });

  it('when invitation-closed arrives before its invitation-sent, or an event repeats, then nothing stays pending', async () => {
    const word = uniqueWord();
    const [late] = await registered({ full_name: `${word} Late` });
    const invitation = sent({ inviterId: late!, inviteeId: omar.id });

    await publish(closed(invitation.data, 'expired'));
    await eventually(
      async () =>
        (await ProfileModel.db.collection('invitation_closures').findOne({ _id: invitation.data.invitationId as never })) !== null,
    );
    await publish(invitation);
    await publish(createEvent('invitation-sent', invitation.data, 'teams'));
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(await idsSeenByOmar(word)).toEqual([late]);
    const stored = await ProfileModel.findById(late).lean();
    expect(stored?.pending_invitations ?? []).toEqual([]);
  });
});
