import {
  CreateTournamentSchema,
  OrganizerTournamentSchema,
  TournamentEditSchema,
  TournamentListItemSchema,
  TournamentStatusChangeSchema,
  UpdateTournamentSchema,
  entryWindowState,
} from './tournament';

describe('CreateTournamentSchema', () => {
  it('when only title, start date and city are given, then the spec defaults apply', () => {
    const parsed = CreateTournamentSchema.parse({ title: 'Dubai Winter Open', start_date: '2026-02-10', city: 'Dubai' });

    expect(parsed).toEqual({
      title: 'Dubai Winter Open',
      start_date: '2026-02-10',
      city: 'Dubai',
      category: 'bronze',
      level: 'D',
      country: 'United Arab Emirates',
      status: 'published',
    });
  });

  it('when the title or city is empty, then it fails naming that field', () => {
    const result = CreateTournamentSchema.safeParse({ title: '', start_date: '2026-02-10', city: '' });

    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Title is required', 'City is required']);
  });

  it('when the start date is missing or not a date, then it fails with Start date is required', () => {
    const missing = CreateTournamentSchema.safeParse({ title: 'Open', city: 'Doha' });
    const malformed = CreateTournamentSchema.safeParse({ title: 'Open', city: 'Doha', start_date: '10/02/2026' });

    expect(missing.error?.issues[0]).toMatchObject({ path: ['start_date'], message: 'Start date is required' });
    expect(malformed.error?.issues[0]).toMatchObject({ path: ['start_date'], message: 'Start date is required' });
  });

  it('when category or level is outside gold/silver/bronze and C/D, then it fails', () => {
    expect(CreateTournamentSchema.safeParse({ title: 'Open', city: 'Doha', start_date: '2026-02-10', category: 'major' }).success).toBe(
      false,
    );
    expect(CreateTournamentSchema.safeParse({ title: 'Open', city: 'Doha', start_date: '2026-02-10', level: 'B' }).success).toBe(false);
  });

  it('when the country is given empty, then it fails with Country is required', () => {
    const result = CreateTournamentSchema.safeParse({ title: 'Open', city: 'Doha', start_date: '2026-02-10', country: '' });

    expect(result.error?.issues[0]).toMatchObject({ path: ['country'], message: 'Country is required' });
  });

  it('when the end date is before the start date, then it fails on end_date', () => {
    const result = CreateTournamentSchema.safeParse({ title: 'Open', city: 'Doha', start_date: '2026-02-10', end_date: '2026-02-09' });

    expect(result.error?.issues[0]?.path).toEqual(['end_date']);
  });

  it('when entry close is before entry open, then it fails on entry_close_at', () => {
    const result = CreateTournamentSchema.safeParse({
      title: 'Open',
      city: 'Doha',
      start_date: '2026-02-10',
      entry_open_at: '2026-01-20T08:00:00+04:00',
      entry_close_at: '2026-01-10T08:00:00+04:00',
    });

    expect(result.error?.issues[0]?.path).toEqual(['entry_close_at']);
  });
});

describe('CreateTournamentSchema entry window', () => {
  const base = { title: 'Open', city: 'Doha', start_date: '2026-02-10' };

  it.each([
    [
      'close equals open',
      '2026-01-20T08:00:00+04:00',
      '2026-01-20T08:00:00+04:00',
      ['entry_close_at'],
      'Entry close must be after entry open',
    ],
    [
      'close after the start began (Dubai time)',
      '2026-01-20T08:00:00+04:00',
      '2026-02-10T00:30:00+04:00',
      ['entry_close_at'],
      'Entry close must be before the start date',
    ],
    ['open on the first day', '2026-02-10T08:00:00+04:00', null, ['entry_open_at'], 'Entry open must be before the start date'],
  ])('when %s, then it fails with the rule', (_case, open, close, path, message) => {
    const result = CreateTournamentSchema.safeParse({ ...base, entry_open_at: open, entry_close_at: close });

    expect(result.error?.issues[0]).toMatchObject({ path, message });
  });

  it('when the window opens, then closes before the first day starts in Dubai, then it parses', () => {
    // 20:00 UTC on the 9th is midnight of the 10th in Dubai: the last moment allowed.
    const window = { entry_open_at: '2026-01-10T08:00:00Z', entry_close_at: '2026-02-09T20:00:00Z' };

    expect(CreateTournamentSchema.parse({ ...base, ...window })).toMatchObject(window);
  });

  it('when only the close is given and it is before the start, then it parses', () => {
    expect(CreateTournamentSchema.safeParse({ ...base, entry_close_at: '2026-02-08T18:00:00+04:00' }).success).toBe(true);
  });
});

describe('TournamentListItemSchema', () => {
  const item = {
    id: 't1',
    name: 'Doha Masters',
    location: 'Doha, Qatar',
    startDate: '2026-03-01',
    endDate: '2026-03-04',
    status: 'Live',
    tier: 'major',
  };

  it('when status and tier use the list values, then it parses; other values fail', () => {
    expect(TournamentListItemSchema.parse(item)).toEqual(item);
    expect(TournamentListItemSchema.safeParse({ ...item, status: 'live' }).success).toBe(false);
    expect(TournamentListItemSchema.safeParse({ ...item, tier: 'platinum' }).success).toBe(false);
  });

  it('when the final is finished, then the item carries the champion team by name; absent or null before, anything but a string fails', () => {
    const done = { ...item, status: 'Completed' };
    const won = { ...done, champion: 'Noura Al Mansouri / Layla Farouk' };

    expect(TournamentListItemSchema.parse(won)).toEqual(won);
    expect(TournamentListItemSchema.parse({ ...done, champion: null }).champion).toBeNull();
    expect(TournamentListItemSchema.parse(done).champion).toBeUndefined();
    expect(TournamentListItemSchema.safeParse({ ...done, champion: { name: 'Noura Al Mansouri / Layla Farouk' } }).success).toBe(false);
  });
});

describe('entryWindowState', () => {
  const window = { openAt: '2026-01-10T00:00:00+04:00', closeAt: '2026-02-08T00:00:00+04:00' };

  it.each([
    ['a second before it opens', '2026-01-09T19:59:59Z', 'not-open'],
    ['the moment it opens', '2026-01-09T20:00:00Z', 'open'],
    ['a second before it closes', '2026-02-07T19:59:59Z', 'open'],
    ['the moment it closes', '2026-02-07T20:00:00Z', 'closed'],
  ])('when it is %s, then the window is %s', (_moment, now, state) => {
    expect(entryWindowState(window, new Date(now))).toBe(state);
  });

  it('when no window is set, then entries are open; a missing side leaves that side open', () => {
    const now = new Date('2026-03-01T10:00:00Z');

    expect(entryWindowState({}, now)).toBe('open');
    expect(entryWindowState({ openAt: null, closeAt: null }, now)).toBe('open');
    expect(entryWindowState({ closeAt: '2026-04-01T00:00:00Z' }, now)).toBe('open');
    expect(entryWindowState({ openAt: '2026-02-01T00:00:00Z' }, now)).toBe('open');
    expect(entryWindowState({ openAt: new Date('2026-03-02T00:00:00Z') }, now)).toBe('not-open');
  });
});

describe('OrganizerTournamentSchema', () => {
  const tournament = {
    id: 't1',
    title: 'Doha Masters',
    category: 'gold',
    level: 'C',
    start_date: '2026-03-01',
    city: 'Doha',
    country: 'Qatar',
    entry_counts: { total: 3, confirmed: 2 },
  };

  it('when the draw fields are given, then they parse; without them the tournament still parses', () => {
    const drawn = { ...tournament, drawn: true, display_status: 'Live', current_round: 'semi-final' };

    expect(OrganizerTournamentSchema.parse(drawn)).toMatchObject({ drawn: true, display_status: 'Live', current_round: 'semi-final' });
    expect(OrganizerTournamentSchema.parse(tournament)).not.toHaveProperty('drawn');
    expect(OrganizerTournamentSchema.safeParse({ ...drawn, current_round: 'round-of-8' }).success).toBe(false);
  });
});

describe('CreateTournamentSchema length limits', () => {
  const valid = { title: 'Sharjah Corniche Classic', start_date: '2099-04-10', city: 'Sharjah' };
  const messageOf = (input: object) => CreateTournamentSchema.safeParse(input).error?.issues[0]?.message;

  test('when a text is longer than its limit, then the message says the limit, not that it is required', () => {
    expect(messageOf({ ...valid, title: 'x'.repeat(121) })).toBe('Title must be at most 120 characters');
    expect(messageOf({ ...valid, city: 'x'.repeat(81) })).toBe('City must be at most 80 characters');
    expect(messageOf({ ...valid, country: 'x'.repeat(81) })).toBe('Country must be at most 80 characters');
    expect(messageOf({ ...valid, title: '  ' })).toBe('Title is required');
  });
});

describe('UpdateTournamentSchema', () => {
  it('when some fields are given, then only those come out (no defaults fill in the others)', () => {
    expect(UpdateTournamentSchema.parse({ title: ' Doha Open ', end_date: null })).toEqual({ title: 'Doha Open', end_date: null });
  });

  it('when nothing, the status or an unknown field is given, then it fails', () => {
    expect(UpdateTournamentSchema.safeParse({}).error?.issues[0]?.message).toBe('Give at least one field to change');
    expect(UpdateTournamentSchema.safeParse({ status: 'draft' }).success).toBe(false);
    expect(UpdateTournamentSchema.safeParse({ title: 'x', organizer_id: 'me' }).success).toBe(false);
  });

  it('when the edited tournament breaks a rule of the create form, then TournamentEditSchema says which', () => {
    const edited = { title: 'Doha Open', start_date: '2026-03-10', end_date: '2026-03-09', city: 'Doha' };
    expect(TournamentEditSchema.safeParse(edited).error?.issues[0]).toMatchObject({
      path: ['end_date'],
      message: 'End date must not be before the start date',
    });
  });
});

describe('TournamentStatusChangeSchema', () => {
  it('when the status is draft, published or closed, then it parses; anything else or more fails', () => {
    expect(TournamentStatusChangeSchema.parse({ status: 'closed' })).toEqual({ status: 'closed' });
    expect(TournamentStatusChangeSchema.safeParse({ status: 'archived' }).success).toBe(false);
    expect(TournamentStatusChangeSchema.safeParse({ status: 'draft', title: 'x' }).success).toBe(false);
  });
});
