import { CreateTournamentResponseSchema, TournamentListSchema } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { TournamentModel } from '../src/data-access/tournament-model';
import { addDays, leagueToday } from '../src/domain/display-status';
import { sendJson, tokenOf, wrongAudienceToken } from './host-support';
import { getJson, testId, tournamentsServiceForTests } from './support';

const service = tournamentsServiceForTests();

const url = () => `${service.url()}/api/tournaments`;
const inDays = (days: number) => addDays(leagueToday(), days);
const uniqueTitle = (label: string) => `${label} ${testId()}`;
/** What the host form sends when only the required fields are filled in. */
const minimal = (overrides: Record<string, unknown> = {}) => ({
  title: uniqueTitle('Host Cup'),
  start_date: inDays(20),
  city: 'Dubai',
  ...overrides,
});

describe('POST /api/tournaments', () => {
  it('when there is no token, then 401 and nothing is stored', async () => {
    const body = minimal();

    expect(await sendJson(url(), body)).toEqual({ status: 401, body: { error: 'Not authenticated', code: 'UNAUTHORIZED' } });
    expect(await TournamentModel.countDocuments({ title: body.title })).toBe(0);
  });

  it('when the token is garbage, then 401', async () => {
    expect((await sendJson(url(), minimal(), 'not-a-token')).status).toBe(401);
  });

  it('when the token is for another audience, then 401', async () => {
    expect((await sendJson(url(), minimal(), await wrongAudienceToken())).status).toBe(401);
  });

  it.each([['omar'], ['admin']] as const)('when %s (not a partner) creates a tournament, then 403 and nothing is stored', async (user) => {
    const body = minimal();

    const answer = await sendJson(url(), body, await tokenOf(user));

    expect(answer).toEqual({
      status: 403,
      body: { error: 'This action requires the partner role', code: 'ROLE_REQUIRED', params: { roles: 'partner' } },
    });
    expect(await TournamentModel.countDocuments({ title: body.title })).toBe(0);
  });

  it('when a partner sends only title, start date and city, then 201 with the defaults and the caller as organizer', async () => {
    const body = minimal();

    const { status, body: response } = await sendJson(url(), body, await tokenOf('noura'));

    expect(status).toBe(201);
    const { message, tournament } = CreateTournamentResponseSchema.parse(response);
    expect(message).toBe('Your tournament has been published');
    expect(tournament).toEqual({
      id: expect.any(String),
      title: body.title,
      category: 'bronze',
      level: 'D',
      start_date: body.start_date,
      end_date: null,
      city: 'Dubai',
      country: 'United Arab Emirates',
      entry_open_at: null,
      entry_close_at: null,
      status: 'published',
      organizer_id: demoUsers.noura.id,
      tier: 'bronze',
      max_teams: null,
      entry_fee: null,
    });
    expect(await TournamentModel.countDocuments({ title: body.title })).toBe(1);
  });

  it('when every field is given, then each is stored as sent (title, city and country trimmed)', async () => {
    const title = uniqueTitle('Muscat Gold Masters');
    const body = {
      title: `  ${title} `,
      category: 'gold',
      level: 'C',
      start_date: inDays(40),
      end_date: inDays(43),
      city: ' Muscat ',
      country: ' Oman ',
      status: 'published',
      entry_open_at: `${inDays(5)}T08:00:00.000Z`,
      entry_close_at: `${inDays(35)}T18:00:00.000Z`,
    };

    const { status, body: response } = await sendJson(url(), body, await tokenOf('noura'));

    expect(status).toBe(201);
    expect(response.tournament).toMatchObject({
      title,
      category: 'gold',
      level: 'C',
      start_date: body.start_date,
      end_date: body.end_date,
      city: 'Muscat',
      country: 'Oman',
      entry_open_at: body.entry_open_at,
      entry_close_at: body.entry_close_at,
    });
  });

  it('when places and an entry fee are given, then both are stored and the public page shows them', async () => {
    const { status, body } = await sendJson(url(), minimal({ max_teams: 2, entry_fee: 250 }), await tokenOf('noura'));

    expect(status).toBe(201);
    expect(body.tournament).toMatchObject({ max_teams: 2, entry_fee: 250 });
    const detail = await getJson(`${url()}/${body.tournament.id}`);
    expect(detail.body).toMatchObject({ maxTeams: 2, placesTaken: 0, waitlistLength: 0, entryFee: 250 });
  });

  it.each([
    [{ max_teams: 1 }, 'Places must be a whole number from 2 to 64'],
    [{ max_teams: 65 }, 'Places must be a whole number from 2 to 64'],
    [{ max_teams: 2.5 }, 'Places must be a whole number from 2 to 64'],
    [{ entry_fee: 0 }, 'The entry fee must be a whole number of dirhams from 1 to 100000'],
    [{ entry_fee: '100' }, 'The entry fee must be a whole number of dirhams from 1 to 100000'],
  ])('when the places or the fee are out of range (%j), then 400 naming the rule', async (fields, message) => {
    const { status, body } = await sendJson(url(), minimal(fields), await tokenOf('noura'));

    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(message);
  });

  it('when the status is draft, then it is saved but not on the public list', async () => {
    const { body } = await sendJson(url(), minimal({ status: 'draft' }), await tokenOf('noura'));

    expect(body).toMatchObject({ message: 'Your tournament has been saved', code: 'TOURNAMENT_SAVED', tournament: { status: 'draft' } });
    const list = (await getJson(url())).body as Array<{ id: string }>;
    expect(list.map((item) => item.id)).not.toContain(body.tournament.id);
  });

  it.each([
    ['gold', 'gold'],
    ['silver', 'silver'],
    ['bronze', 'bronze'],
  ])('when a partner creates a %s tournament, then the public list shows it with tier %s', async (category, tier) => {
    const { body } = await sendJson(url(), minimal({ category, city: 'Abu Dhabi' }), await tokenOf('noura'));

    const list = TournamentListSchema.parse((await getJson(url())).body);

    expect(list.find((item) => item.id === body.tournament.id)).toMatchObject({ tier, location: 'Abu Dhabi, United Arab Emirates' });
  });

  it.each([
    ['Upcoming', 3, 4],
    ['Live', 0, 2],
    ['Live', -2, 0],
    ['Completed', -5, -1],
  ])('when a created tournament is %s by the Dubai calendar (days %i to %i), then the public list says so', async (status, from, to) => {
    const title = uniqueTitle('Calendar Open');
    const { body } = await sendJson(url(), minimal({ title, start_date: inDays(from), end_date: inDays(to) }), await tokenOf('noura'));

    const list = TournamentListSchema.parse((await getJson(url())).body);

    expect(list.find((item) => item.id === body.tournament.id)).toEqual({
      id: body.tournament.id,
      name: title,
      location: 'Dubai, United Arab Emirates',
      startDate: inDays(from),
      endDate: inDays(to),
      status,
      tier: 'bronze',
      category: 'bronze',
      level: 'D',
      entryOpenAt: null,
      entryCloseAt: null,
      currentRound: null,
    });
  });

  it('when the end date equals the start date, then it is accepted (a one-day tournament)', async () => {
    expect((await sendJson(url(), minimal({ start_date: inDays(9), end_date: inDays(9) }), await tokenOf('noura'))).status).toBe(201);
  });

  it.each([
    [{ title: undefined }, 'title: Title is required'],
    [{ title: '   ' }, 'title: Title is required'],
    [{ start_date: undefined }, 'start_date: Start date is required'],
    [{ start_date: '20/02/2026' }, 'start_date: Start date is required'],
    [{ city: undefined }, 'city: City is required'],
    [{ city: '' }, 'city: City is required'],
    [{ country: '' }, 'country: Country is required'],
    [{ category: 'major' }, 'category: Must be gold, silver or bronze'],
    [{ level: 'B' }, 'level: Must be C or D'],
    [{ status: 'archived' }, 'status: Invalid option: expected one of "draft"|"published"|"closed"'],
    [{ start_date: '2026-03-10', end_date: '2026-03-09' }, 'end_date: End date must not be before the start date'],
    [
      { start_date: '2026-03-10', entry_open_at: '2026-02-10T08:00:00Z', entry_close_at: '2026-02-10T08:00:00Z' },
      'entry_close_at: Entry close must be after entry open',
    ],
    [
      { start_date: '2026-03-10', entry_open_at: '2026-02-10T08:00:00Z', entry_close_at: '2026-02-01T08:00:00Z' },
      'entry_close_at: Entry close must be after entry open',
    ],
    [
      { start_date: '2026-03-10', entry_open_at: '2026-02-10T08:00:00Z', entry_close_at: '2026-03-10T09:00:00+04:00' },
      'entry_close_at: Entry close must be before the start date',
    ],
    [{ start_date: '2026-03-10', entry_open_at: '2026-03-11T08:00:00Z' }, 'entry_open_at: Entry open must be before the start date'],
    [{ entry_close_at: 'next week' }, 'entry_close_at: Must be an ISO date-time'],
  ])('when the body has %j, then 400 "%s" and nothing is stored', async (overrides, error) => {
    const body = minimal(overrides);

    const answer = await sendJson(url(), body, await tokenOf('noura'));

    expect({ status: answer.status, error: answer.body.error, code: answer.body.code }).toEqual({
      status: 400,
      error,
      code: 'VALIDATION_FAILED',
    });
    if (typeof body.title === 'string' && body.title.trim()) expect(await TournamentModel.countDocuments({ title: body.title })).toBe(0);
  });
});
