import {
  CreateTournamentSchema,
  LEAGUE_UTC_OFFSET,
  leagueDayStart,
  TournamentEditSchema,
  type Category,
  type CreateTournamentInput,
  type HostTournament,
  type Level,
  type UpdateTournament,
} from '@padel/contracts';
import { fieldErrorsOf, type FieldErrors } from '@padel/api';
import type { ZodType } from 'zod';

/** The schema's default country: data as the organizer would enter it (stays in English, like every tournament's). */
export const DEFAULT_COUNTRY = 'United Arab Emirates';

export interface TournamentFormValues {
  title: string;
  category: Category;
  level: Level;
  start_date: string;
  end_date: string;
  /** First day entries are taken (league calendar), or empty for no opening limit. */
  entries_open_on: string;
  /** Last day entries are taken (league calendar), or empty: entries then close when the tournament starts. */
  last_entry_day: string;
  city: string;
  country: string;
  /** The most teams that hold a place (digits), or empty: no limit. */
  max_teams: string;
  /** The entry fee per team in whole dirhams (digits), or empty: free. */
  entry_fee: string;
}

export const emptyTournamentForm: TournamentFormValues = {
  title: '',
  category: 'bronze',
  level: 'D',
  start_date: '',
  end_date: '',
  entries_open_on: '',
  last_entry_day: '',
  city: '',
  country: DEFAULT_COUNTRY,
  max_teams: '',
  entry_fee: '',
};

/** A number field's text as the API takes it: empty is null, anything else a number (the schema names a bad one). */
const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

const DAY_MS = 86_400_000;

/** The entry window as instants, only the ends given: from the start of the opening day to the end of the last day, in Dubai. */
export function entryWindowOf({ entries_open_on, last_entry_day }: Pick<TournamentFormValues, 'entries_open_on' | 'last_entry_day'>) {
  return {
    ...(entries_open_on ? { entry_open_at: new Date(leagueDayStart(entries_open_on)).toISOString() } : {}),
    ...(last_entry_day ? { entry_close_at: new Date(leagueDayStart(last_entry_day) + DAY_MS).toISOString() } : {}),
  };
}

/** The schema's window rules name the instants; the form shows them under the days they come from. */
const formFieldOf: Partial<Record<string, keyof TournamentFormValues>> = {
  entry_open_at: 'entries_open_on',
  entry_close_at: 'last_entry_day',
};

type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** `body` checked with `schema`; on failure, the first message per form field (the window's under its days). */
function checked<T>(schema: ZodType<T, unknown>, body: unknown): Checked<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(fieldErrorsOf(parsed.error))) errors[formFieldOf[key] ?? key] ??= message;
  return { ok: false, errors };
}

/** The form's own fields (without the two window days), with an empty end date, capacity or fee as null. */
function fieldsOf(values: TournamentFormValues) {
  const { entries_open_on: _open, last_entry_day: _last, ...fields } = values;
  return {
    ...fields,
    end_date: values.end_date || null,
    max_teams: numberOrNull(values.max_teams),
    entry_fee: numberOrNull(values.entry_fee),
  };
}

export type TournamentFormResult = { ok: true; tournament: CreateTournamentInput } | { ok: false; errors: FieldErrors };

/**
 * The form's values as the POST /api/tournaments body, checked with the server's own schema: published at once,
 * an empty end date as null, the window as instants. On failure, the first message per form field.
 */
export function parseTournamentForm(values: TournamentFormValues): TournamentFormResult {
  const result = checked<CreateTournamentInput>(CreateTournamentSchema, {
    ...fieldsOf(values),
    ...entryWindowOf(values),
    status: 'published',
  });
  return result.ok ? { ok: true, tournament: result.value } : result;
}

export type TournamentEditResult = { ok: true; change: UpdateTournament } | { ok: false; errors: FieldErrors };

/**
 * The edit form's values as the PATCH /api/tournaments/:id body: every field, checked with the rules the server
 * applies to the edited tournament; a window day left empty clears that end (null).
 */
export function parseTournamentEdit(values: TournamentFormValues): TournamentEditResult {
  const result = checked<UpdateTournament>(TournamentEditSchema, {
    ...fieldsOf(values),
    entry_open_at: null,
    entry_close_at: null,
    ...entryWindowOf(values),
  });
  return result.ok ? { ok: true, change: result.value } : result;
}

/** The league-calendar day (YYYY-MM-DD) an instant falls on. */
function leagueDayOf(epochMs: number): string {
  const [sign, hours, minutes] = [LEAGUE_UTC_OFFSET[0], Number(LEAGUE_UTC_OFFSET.slice(1, 3)), Number(LEAGUE_UTC_OFFSET.slice(4, 6))];
  const offsetMs = (sign === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
  return new Date(epochMs + offsetMs).toISOString().slice(0, 10);
}

/** A stored tournament as the form's values (the window as the days it covers: the inverse of entryWindowOf). */
export function formValuesOf(tournament: HostTournament): TournamentFormValues {
  const { entry_open_at: openAt, entry_close_at: closeAt } = tournament;
  return {
    title: tournament.title,
    category: tournament.category,
    level: tournament.level,
    start_date: tournament.start_date,
    end_date: tournament.end_date ?? '',
    entries_open_on: openAt ? leagueDayOf(Date.parse(openAt)) : '',
    // Entries close at the end of the last day: the instant before the close falls on it.
    last_entry_day: closeAt ? leagueDayOf(Date.parse(closeAt) - 1) : '',
    city: tournament.city,
    country: tournament.country,
    max_teams: tournament.max_teams ? String(tournament.max_teams) : '',
    entry_fee: tournament.entry_fee ? String(tournament.entry_fee) : '',
  };
}
