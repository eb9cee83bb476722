import type { ApiParams } from './common';
import { formatLeagueDay } from './league';

/**
 * Every message an API answer can carry (issue 11): a stable machine-readable code and its English text, the one
 * the answer's `error` / `message` holds (the spec's wording). Front ends translate by code (`api.<CODE>` in
 * ui-kit's api catalogs). Variable parts are ICU arguments, `{name}`, or `{name, date, long}` for an instant (ISO
 * string, the league's day); the answer carries their values in `params`. No plural or select here: a count or a
 * round that changes the English words gets one code per form, so the English text stays a plain template and each
 * form is translated whole.
 */
export const API_MESSAGES = {
  // Any service
  VALIDATION_FAILED: 'Invalid request',
  INVALID_VALUE: 'Invalid {field}',
  ALREADY_EXISTS: 'Already exists',
  MALFORMED_BODY: 'Malformed request body',
  BODY_TOO_LARGE: 'Request body too large',
  UNSUPPORTED_CONTENT_TYPE: 'Unsupported content type',
  BAD_REQUEST: 'Bad request',
  NOT_FOUND: 'Not found',
  METHOD_NOT_ALLOWED: 'Method not allowed',
  NOT_IMPLEMENTED: 'Not implemented',
  INTERNAL_ERROR: 'Internal server error',
  UNAUTHORIZED: 'Not authenticated',
  INVALID_TOKEN: 'Invalid or expired token',
  INVALID_AUTHORIZATION_HEADER: 'Invalid authorization header',
  AUTH_NOT_CONFIGURED: 'Authentication is not configured',
  AUTH_UNAVAILABLE: 'Authentication service unavailable',
  STORE_UNAVAILABLE: 'The service cannot reach its database right now. Please try again in a few seconds.',
  ROLE_REQUIRED: 'This action requires the {roles} role',

  // Gateway
  INVALID_PATH: 'Invalid path',
  SIGNUP_RATE_LIMITED: 'Too many sign-up attempts from this address. Please try again later.',
  SIGN_IN_RATE_LIMITED: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  PASSWORD_RESET_RATE_LIMITED: 'Too many password-reset requests. Please wait an hour and try again.',
  TOO_MANY_CONNECTIONS: 'Too many connections from this address (at most {max}). Please try again shortly.',
  INVITATIONS_RATE_LIMITED: 'You have sent too many invitations in the last hour. Please try again later.',
  ENTRIES_RATE_LIMITED: 'You have made too many tournament entries in the last hour. Please try again later.',
  FRONT_END_NOT_DEPLOYED: 'The {name} front end is not built or not deployed',
  BAD_GATEWAY: 'Bad gateway',
  SERVICE_UNAVAILABLE: 'Service unavailable',
  SERVICE_TIMEOUT: 'Service timed out',

  // Players: accounts, profiles, rankings
  ACCOUNT_CREATED: 'Account created!',
  ACCOUNT_CREATED_SIGN_IN: 'Account created! Please sign in.',
  ACCOUNT_EXISTS: 'An account with this email already exists',
  ACCOUNT_REJECTED: 'The account details were rejected',
  PASSWORD_TOO_COMMON: 'This password is one of the most common ones: choose another',
  PASSWORD_IS_EMAIL: 'The password must not be your email address',
  SIGNUP_UNAVAILABLE: 'Sign-up is not available',
  EMAIL_IN_USE: 'Another profile already uses this email address',
  PLAYER_NOT_FOUND: 'Player not found',
  PROFILE_NOT_FOUND: 'Profile not found',
  PROFILE_UPDATED: 'Your profile has been updated successfully.',
  PLAYER_REGISTERED: 'Player registered successfully',
  PLAYER_DETAILS_UPDATED: 'Player details updated',
  NAME_TAKEN: 'Another player already has this name. Please add something that tells you apart, such as a middle name.',
  NAME_NOT_EDITABLE: 'Your name cannot be changed after sign-up. Please ask the league to correct it.',

  // Players: organizer applications and the admin area
  APPLICATION_SUBMITTED: 'Your application has been submitted. The league will review it and tell you by email.',
  APPLICATION_WITHDRAWN: 'Your application has been withdrawn',
  APPLICATION_APPROVED: 'The application has been approved: the applicant is now an organizer',
  APPLICATION_REJECTED: 'The application has been rejected',
  APPLICATION_NOT_FOUND: 'Application not found',
  APPLICATION_ALREADY_OPEN: 'You already have an application under review',
  APPLICATION_ALREADY_DECIDED: 'This application has already been decided',
  APPLICATION_ALREADY_WITHDRAWN: 'This application has been withdrawn',
  ONLY_APPLICANT_CAN_WITHDRAW: 'Only the applicant can withdraw this application',
  ALREADY_ORGANIZER: 'You are already an organizer',

  // Players: the admin's Users section
  USER_NOT_FOUND: 'User not found',
  ROLE_GRANTED: 'The role has been granted',
  ROLE_REMOVED: 'The role has been removed',
  USER_BLOCKED: 'The account has been blocked: the user can no longer sign in',
  USER_UNBLOCKED: 'The account has been unblocked: the user can sign in again',
  LAST_ADMIN: 'The league must keep at least one admin: grant admin to someone else first',
  CANNOT_BLOCK_SELF: 'You cannot block your own account',
  ADMINS_BUSY: 'Another admin change is in progress. Please try again in a moment.',

  // News
  NEWS_NOT_FOUND: 'News article not found',
  NEWS_DELETED: 'The article has been deleted',

  // Teams and invitations
  CANNOT_VIEW_OTHERS_TEAMS: "You cannot view another player's teams",
  CANNOT_VIEW_OTHERS_INVITATIONS: "You cannot view another player's invitations",
  INVITE_ONLY_AS_YOURSELF: 'You can only send invitations as yourself',
  CANNOT_INVITE_YOURSELF: 'You cannot invite yourself',
  ALREADY_TEAMMATES: 'You are already on a team with this player',
  PENDING_INVITATION_EXISTS: 'A pending invitation between you and this player already exists',
  INVITATION_NOT_FOUND: 'Invitation not found',
  INVITATION_EXPIRED: 'This invitation has expired',
  INVITATION_ALREADY_ACCEPTED: 'This invitation has already been accepted',
  INVITATION_ALREADY_DECLINED: 'This invitation has already been declined',
  INVITATION_ALREADY_CANCELLED: 'This invitation has already been cancelled',
  ONLY_INVITEE_CAN_ACCEPT: 'Only the invited player can accept this invitation',
  ONLY_INVITEE_CAN_DECLINE: 'Only the invited player can decline this invitation',
  ONLY_INVITER_CAN_CANCEL: 'Only the player who sent this invitation can cancel it',
  CANNOT_ACCEPT_OWN_INVITATION: 'You cannot accept your own invitation',
  INVITATION_SENT: 'Invitation sent',
  INVITATION_SENT_NOT_MAILED:
    'Invitation sent, without a mail this time: this address has had too many invitation mails today. The invitation waits for them when they sign in with it.',
  INVITER_EMAIL_NOT_VERIFIED: 'Please confirm your own email address before inviting someone by email.',
  INVITEE_EMAIL_NOT_VERIFIED:
    'This invitation was sent to your email address. Confirm your address first (see the mail we sent you), then accept it.',
  VERIFICATION_MAIL_SENT: 'We sent you a new mail. Follow its link to confirm your address.',
  EMAIL_ALREADY_VERIFIED: 'Your email address is already confirmed.',
  VERIFICATION_MAIL_RATE_LIMITED:
    'You have asked for several confirmation mails in the last hour. Please check your inbox and spam folder, or try again later.',
  INVITATION_ACCEPTED: 'Invitation accepted',
  INVITATION_DECLINED: 'Invitation declined',
  INVITATION_CANCELLED: 'Invitation cancelled',

  // Tournaments
  TOURNAMENT_NOT_FOUND: 'Tournament not found',
  TOURNAMENT_PUBLISHED: 'Your tournament has been published',
  TOURNAMENT_SAVED: 'Your tournament has been saved',
  TOURNAMENT_UPDATED: 'Your tournament has been updated',
  TOURNAMENT_NOW_DRAFT: 'Your tournament is a draft again: it no longer shows on the public lists',
  TOURNAMENT_CLOSED: 'Your tournament has been closed: it no longer shows on the public lists',
  TOURNAMENT_DELETED: 'Your tournament has been deleted',
  ONLY_ORGANIZER_CAN_CHANGE: 'Only the organizer can change this tournament',
  TOURNAMENT_HAS_ENTRIES: 'Teams have entered this tournament: it can no longer be edited or deleted',
  TOURNAMENT_DRAWN_UNCHANGEABLE: 'This tournament has been drawn: it can no longer be edited, unpublished or deleted',
  ONLY_DRAFTS_DELETABLE: 'Only a draft can be deleted: unpublish the tournament first',
  TOURNAMENT_CHANGED_MEANWHILE: 'This tournament changed meanwhile: reload it and try again',
  TOO_MANY_LIVE_CONNECTIONS: 'Too many live connections: try again shortly',
  TOO_MANY_LIVE_STREAMS: 'Too many live pages are open from this address (at most {max}): close one and try again',

  // Entries (and the older registrations)
  TEAM_NOT_FOUND: 'Team not found',
  NOT_TEAM_MEMBER: 'You are not a member of this team',
  ENTRIES_NOT_OPEN_YET: 'Entries for this tournament open on {date, date, long}',
  ENTRIES_CLOSED: 'Entries for this tournament have closed',
  ENTRIES_ONLY_UPCOMING: 'Entries are open only for upcoming tournaments',
  ALREADY_ENTERED: 'This team has already entered this tournament',
  ENTRY_TIER_DIFFERS: "This tournament is of another tier: an entry takes its tournament's tier",
  ENTRY_LEVEL_DIFFERS: "This tournament is played at level {level}: an entry takes its tournament's level",
  ONLY_ORGANIZER_SEES_ENTRIES: 'Only the organizer can see the entries of this tournament',
  ENTRY_NOT_FOUND: 'Entry not found',
  ENTRY_NOT_AWAITING_CONFIRMATION: 'This entry is not awaiting confirmation',
  PARTNER_MUST_CONFIRM: 'Your partner must confirm this entry',
  MISSED_DRAW: 'The draw has been made without this entry: entries have closed',
  ENTRY_ALREADY_WITHDRAWN: 'This entry has already been withdrawn',
  WAITLISTED_NOT_WITHDRAWABLE: 'A waitlisted entry cannot be withdrawn',
  REJECTED_NOT_WITHDRAWABLE: 'A rejected entry cannot be withdrawn',
  WITHDRAW_ONLY_BEFORE_START: 'Entries can only be withdrawn before the tournament starts',
  CONFIRM_ONLY_UPCOMING: 'Entries can only be confirmed while the tournament is upcoming',
  CONFIRM_ENTRIES_CLOSED: 'Entries for this tournament have closed: this entry can no longer be confirmed',
  ENTRY_JUST_CONFIRMED: 'This entry has just been confirmed: try withdrawing it again',
  ENTRY_CREATED: 'Entry created',
  ENTRY_CONFIRMED: 'Entry confirmed',
  ENTRY_WITHDRAWN: 'Entry withdrawn',
  ENTRY_WAITLISTED: 'Entry confirmed: the tournament is full, so your team is on the waitlist',
  ENTRY_REJECTED: 'Entry rejected',
  ENTRY_MARKED_PAID: 'Entry marked as paid',
  ENTRY_MARKED_UNPAID: 'Entry marked as unpaid',
  ONLY_ORGANIZER_MANAGES_ENTRIES: 'Only the organizer can manage the entries of this tournament',
  ENTRY_ALREADY_REJECTED: 'This entry has already been rejected',
  WITHDRAWN_NOT_REJECTABLE: 'A withdrawn entry cannot be rejected',
  NO_ENTRY_FEE: 'This tournament has no entry fee',
  TOO_FEW_PAID_TEAMS: 'At least 2 confirmed teams must have paid for a draw of paid entries',
  CONFIRM_ONLY_FOR_YOURSELF: 'You can only confirm for yourself',
  REGISTRATION_ALREADY_CONFIRMED: 'You have already confirmed this registration',
  REGISTRATION_INITIATED: 'Registration initiated',
  REGISTRATION_CONFIRMED: 'Registration confirmed',

  // The draw
  ONLY_ORGANIZER_CAN_DRAW: 'Only the organizer can draw this tournament',
  ONLY_ORGANIZER_CAN_REDO_DRAW: 'Only the organizer can redo the draw of this tournament',
  ALREADY_DRAWN: 'This tournament has already been drawn',
  NOT_DRAWN: 'This tournament has not been drawn',
  TOO_FEW_TEAMS: 'At least 2 confirmed teams are needed for the draw',
  TOO_MANY_TEAMS: 'At most 64 teams can be drawn',
  DRAW_STARTED: 'Matches of this draw have started: it can no longer be redone',
  DRAW_MADE: 'The draw has been made with {count} teams',
  DRAW_REMOVED: 'The draw has been removed: it can be made again',
  DRAW_REMOVED_MEANWHILE: 'The draw of this tournament has been removed',

  // Scoring
  ONLY_ORGANIZER_CAN_SCORE: 'Only the organizer can score the matches of this tournament',
  MATCH_NOT_FOUND: 'Match not found',
  COURT_DOUBLE_BOOKED: 'Court {court} already has a match at that time',
  TEAM_DOUBLE_BOOKED: '{team} already plays another match at that time',
  SCORE_CHANGED: 'The score has changed: refresh and try again',
  TEAMS_NOT_KNOWN: 'Both teams of this match must be known first',
  MATCH_COMPLETED_USE_FINAL_SCORE: 'This match is completed: correct it with its final score',
  MATCH_WALKOVER_USE_FINAL_SCORE: 'This match ended in a walkover: correct it with its final score',
  MATCH_RETIRED_USE_FINAL_SCORE: 'This match ended in a retirement: correct it with its final score',
  NO_POINT_TO_UNDO: 'There is no point to undo',
  TOURNAMENT_NOT_STARTED: 'Scoring opens on {date, date, long}, the first day of the tournament',
  NEXT_MATCH_STARTED_ROUND_OF_64: 'Round of 64 match {match} has already started',
  NEXT_MATCH_STARTED_ROUND_OF_32: 'Round of 32 match {match} has already started',
  NEXT_MATCH_STARTED_ROUND_OF_16: 'Round of 16 match {match} has already started',
  NEXT_MATCH_STARTED_QUARTER_FINAL: 'Quarter Finals match {match} has already started',
  NEXT_MATCH_STARTED_SEMI_FINAL: 'Semi Finals match {match} has already started',
  NEXT_MATCH_STARTED_FINAL: 'Final match {match} has already started',
  MATCH_OVER: 'The match is already over',
  SETS_DECIDE_MATCH: 'These sets decide the match: enter it as completed',
  LEVEL_D_ONE_SET: 'Level D plays one set',
  SET_SCORE_REQUIRED: 'Enter the score of at least one set',
  MATCH_OVER_AFTER_SET: 'The match was over after set {set}: no set {next}',
  MATCH_NOT_OVER_ONE_SET: 'The match is not over: a side needs 1 set to win',
  MATCH_NOT_OVER_TWO_SETS: 'The match is not over: a side needs 2 sets to win',
  SET_GAMES_NOT_WHOLE: 'Set {set}: games must be whole numbers from 0',
  SET_TIEBREAK_POINTS_NOT_WHOLE: 'Set {set}: tie-break points must be whole numbers from 0',
  SET_SCORE_IMPOSSIBLE: 'Set {set}: {games} is not a possible set score',
  SET_NOT_FINISHED: 'Set {set}: {games} is not a finished set',
  SET_HAS_NO_TIEBREAK: 'Set {set}: a {games} set has no tie-break',
  SET_NEEDS_TIEBREAK: 'Set {set}: a {games} set needs its tie-break score',
  TIEBREAK_DECIDES_SET: 'Set {set}: tie-break {tiebreak} is finished, so the set is 7-6',
  TIEBREAK_NOT_FINISHED: 'Set {set}: tie-break {tiebreak} is not finished (2 points clear)',
  TIEBREAK_IMPOSSIBLE: 'Set {set}: tie-break {tiebreak} is not possible (it ends as soon as a side leads by 2 from 7 points)',
  TIEBREAK_WON_BY_SET_LOSER: 'Set {set}: tie-break {tiebreak} was won by the side that lost the set',
} as const;

export type ApiCode = keyof typeof API_MESSAGES;
export const API_CODES = Object.keys(API_MESSAGES) as ApiCode[];

/** The argument names of an English text: `{name}` and `{name, date, long}`. */
type ArgumentsOf<Text extends string> = Text extends `${string}{${infer Argument}}${infer Rest}`
  ? (Argument extends `${infer Name},${string}` ? Name : Argument) | ArgumentsOf<Rest>
  : never;

/** The values of a code's variable parts (an instant as an ISO string). */
export type ApiParamsOf<C extends ApiCode> = { [Name in ArgumentsOf<(typeof API_MESSAGES)[C]>]: string | number };

/** Whether `value` is one of the codes (an answer from a newer service may carry a code this list lacks). */
export function isApiCode(value: unknown): value is ApiCode {
  return typeof value === 'string' && Object.hasOwn(API_MESSAGES, value);
}

const ARGUMENT = /\{(\w+)(?:,\s*(\w+)(?:,\s*(\w+))?)?\}/g;

/** The English text of `code` with its `params` filled in (dates as the league's day, "January 5, 2026"). */
export function apiMessage(code: ApiCode, params: ApiParams = {}): string {
  return API_MESSAGES[code].replace(ARGUMENT, (whole, name: string, type?: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return type === 'date' ? formatLeagueDay(String(value)) : String(value);
  });
}

/** `[]` for a code without variable parts, `[params]` for one with them. Distributes over a union of codes. */
export type ApiParamsArguments<C extends ApiCode> = C extends ApiCode
  ? keyof ApiParamsOf<C> extends never
    ? []
    : [params: ApiParamsOf<C>]
  : never;

/** `{ message, code, params? }` for a success answer that carries a message. */
export function apiMessageBody<C extends ApiCode>(
  code: C,
  ...[params]: ApiParamsArguments<C>
): { message: string; code: C; params?: ApiParams } {
  return params ? { message: apiMessage(code, params), code, params } : { message: apiMessage(code), code };
}
