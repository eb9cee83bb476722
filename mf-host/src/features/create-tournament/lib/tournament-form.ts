import { CreateTournamentSchema, leagueDayStart, type Category, type CreateTournamentInput, type Level } from '@padel/contracts';
import { fieldErrorsOf, type FieldErrors } from '@padel/api';

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
};

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

export type TournamentFormResult = { ok: true; tournament: CreateTournamentInput } | { ok: false; errors: FieldErrors };

/**
 * The form's values as the POST /api/tournaments body, checked with the server's own schema: published at once,
 * an empty end date as null, the window as instants. On failure, the first message per form field.
 */
export function parseTournamentForm(values: TournamentFormValues): TournamentFormResult {
  const { entries_open_on: _open, last_entry_day: _last, ...fields } = values;
  const parsed = CreateTournamentSchema.safeParse({
    ...fields,
    ...entryWindowOf(values),
    end_date: values.end_date || null,
    status: 'published',
  });
  if (parsed.success) return { ok: true, tournament: parsed.data };
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(fieldErrorsOf(parsed.error))) errors[formFieldOf[key] ?? key] ??= message;
  return { ok: false, errors };
}
