import { LegacyPlayerRegisterSchema, type LegacyPlayerRegister, type Level } from '@padel/contracts';
import { fieldErrorsOf, type FieldErrors } from '@padel/api';
import type { MessageId } from '../../../i18n/format';

export interface PlayerFormValues {
  name: string;
  country: string;
  strongHand: '' | 'Right' | 'Left';
  courtSide: '' | 'Left' | 'Right';
  height: string;
  photoUrl: string;
}

export const emptyPlayerForm: PlayerFormValues = { name: '', country: '', strongHand: '', courtSide: '', height: '', photoUrl: '' };

/**
 * The register-as-player form in the legacy payload (SPEC §3, §5): empty optional values are sent as null,
 * and a new player starts at zero points and results.
 */
export function parsePlayerForm(
  values: PlayerFormValues,
): { data: LegacyPlayerRegister; errors: null } | { data: null; errors: FieldErrors } {
  const parsed = LegacyPlayerRegisterSchema.safeParse({
    name: values.name,
    country: values.country,
    strongHand: values.strongHand || null,
    courtSide: values.courtSide || null,
    height: values.height.trim() || null,
    photoUrl: values.photoUrl.trim() || null,
    partnerId: null,
    partnerName: null,
    points: 0,
    wins: 0,
    losses: 0,
    matchesPlayed: 0,
    titlesWon: 0,
  });
  return parsed.success ? { data: parsed.data, errors: null } : { data: null, errors: fieldErrorsOf(parsed.error) };
}

/** A level's name id ("C Advanced Players"). */
export const LEVEL_IDS = {
  C: 'registration.level.C',
  D: 'registration.level.D',
} as const satisfies Record<Level, MessageId>;

/** The rules' messages, in English: shown through the catalog's `validation.<text>` (useFieldErrorText). */
export const MISSING_INFORMATION = 'Missing tournament or player information';
export const SELECT_TEAM = 'Please select a team';

export interface RegistrationValues {
  tournamentId: string | null | undefined;
  playerId: string | null | undefined;
  teamId: string;
}

/** The registration dialog's rules (SPEC §5): tournament and player, then team (the level is the tournament's). */
export function validateRegistration(values: RegistrationValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.tournamentId || !values.playerId) errors.form = MISSING_INFORMATION;
  if (!values.teamId) errors.teamId = SELECT_TEAM;
  return errors;
}
