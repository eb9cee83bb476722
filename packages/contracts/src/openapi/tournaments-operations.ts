import {
  CreateEntrySchema,
  EntryResponseSchema,
  LegacyConfirmRegistrationSchema,
  LegacyCreateRegistrationSchema,
  LegacyRegistrationListSchema,
  LegacyRegistrationPageSchema,
  LegacyRegistrationResponseSchema,
  TournamentEntriesPageSchema,
  TournamentEntryListSchema,
  TournamentEntryPageSchema,
} from '../entry';
import {
  DrawResponseSchema,
  FinalScoreSchema,
  MatchResponseSchema,
  MatchScheduleSchema,
  ScorePointSchema,
  UndoPointSchema,
} from '../match';
import {
  CreateTournamentResponseSchema,
  CreateTournamentSchema,
  OrganizerTournamentListSchema,
  OrganizerTournamentPageSchema,
  TournamentChangeResponseSchema,
  TournamentDetailSchema,
  TournamentListQuerySchema,
  TournamentListSchema,
  TournamentPageSchema,
  TournamentStatusChangeSchema,
  UpdateTournamentSchema,
} from '../tournament';
import { PageQuerySchema } from '../common';
import { json, linksById, messageOnly, type ApiLink, type ApiOperation } from './operation';

/** Decision 185: the older form of a list (no parameter) keeps its array shape, bounded by the largest page. */
export const OLDER_FORM =
  'With any query parameter the answer is a page `{ items, page, limit, total }` (limit 20 by default, 100 at most); without one, the older form: an array of at most 100, in the same order.';

const IDEMPOTENCY_KEY = {
  'Idempotency-Key': 'A retried request with the same key is answered as the first one was (at most 200 characters)',
};

/** From an answer holding a draw to the scoring of its first match (the tournament's id is the request's). */
const matchLinks = (matchPointer: string): ApiLink[] =>
  ['scorePoint', 'undoPoint', 'enterFinalScore', 'scheduleMatch'].map((operationId) => ({
    operationId,
    parameters: { id: '$request.path.id', matchId: `$response.body#${matchPointer}` },
  }));

const tournaments: ApiOperation[] = [
  {
    id: 'listTournaments',
    method: 'get',
    path: '/api/tournaments',
    tag: 'Tournaments',
    summary: 'Published tournaments, earliest start first: a page, filtered, when any parameter is given',
    description: OLDER_FORM,
    access: 'public',
    query: TournamentListQuerySchema,
    links: linksById('/items/0/id', 'getTournament', 'listTournamentEntries'),
    responses: {
      200: json(
        'A page with the status counts (the first 100 as an array without parameters)',
        TournamentPageSchema.or(TournamentListSchema),
      ),
    },
  },
  {
    id: 'createTournament',
    method: 'post',
    path: '/api/tournaments',
    tag: 'Tournaments',
    summary: 'Creates a tournament organized by the caller',
    access: 'partner',
    body: CreateTournamentSchema,
    links: linksById(
      '/tournament/id',
      'getTournament',
      'updateTournament',
      'changeTournamentStatus',
      'deleteTournament',
      'listTournamentEntries',
      'makeDraw',
      'removeDraw',
    ),
    responses: { 201: json('The message and the tournament', CreateTournamentResponseSchema) },
  },
  {
    id: 'listOwnTournaments',
    method: 'get',
    path: '/api/tournaments/me',
    tag: 'Tournaments',
    summary: "The caller's own tournaments (any status), newest first, with their entry counts",
    description: OLDER_FORM,
    access: 'signed-in',
    query: PageQuerySchema,
    links: linksById('/items/0/id', 'getTournament', 'listTournamentEntries', 'makeDraw', 'removeDraw', 'changeTournamentStatus'),
    responses: {
      200: json('A page (the first 100 as an array without parameters)', OrganizerTournamentPageSchema.or(OrganizerTournamentListSchema)),
    },
  },
  {
    id: 'getTournament',
    method: 'get',
    path: '/api/tournaments/:id',
    tag: 'Tournaments',
    summary: "A tournament's page with its draw",
    description: 'A draft or closed tournament only for its organizer or an admin.',
    access: 'public-or-signed-in',
    links: matchLinks('/draw/rounds/0/matches/0/id'),
    responses: { 200: json('The tournament', TournamentDetailSchema) },
  },
  {
    id: 'updateTournament',
    method: 'patch',
    path: '/api/tournaments/:id',
    tag: 'Tournaments',
    summary: 'Its organizer (or an admin) edits a tournament no team has entered',
    access: 'signed-in',
    body: UpdateTournamentSchema,
    responses: { 200: json('The message and the tournament as it is now', TournamentChangeResponseSchema) },
  },
  {
    id: 'changeTournamentStatus',
    method: 'patch',
    path: '/api/tournaments/:id/status',
    tag: 'Tournaments',
    summary: 'Its organizer (or an admin) publishes, unpublishes (draft) or closes it until it is drawn',
    access: 'signed-in',
    body: TournamentStatusChangeSchema,
    responses: { 200: json('The message and the tournament as it is now', TournamentChangeResponseSchema) },
  },
  {
    id: 'deleteTournament',
    method: 'delete',
    path: '/api/tournaments/:id',
    tag: 'Tournaments',
    summary: 'Its organizer (or an admin) deletes a draft no team has entered',
    access: 'signed-in',
    responses: { 200: messageOnly('Deleted') },
  },
  {
    id: 'listTournamentEntries',
    method: 'get',
    path: '/api/tournaments/:id/entries',
    tag: 'Tournaments',
    summary: 'The entries of one of the caller’s tournaments (organizer or admin), in entry order, with its counts',
    description: OLDER_FORM,
    access: 'signed-in',
    query: PageQuerySchema,
    responses: {
      200: json(
        'A page with the counts of teams still in and confirmed (the first 100 as an array without parameters)',
        TournamentEntriesPageSchema.or(TournamentEntryListSchema),
      ),
    },
  },
  {
    id: 'followTournamentLive',
    method: 'get',
    path: '/api/tournaments/:id/live',
    tag: 'Tournaments',
    summary: "The tournament's draw and every change to it, as server-sent events",
    description:
      'Events `draw` (`{ type, draw }`) and `match` (`{ type, match }`), JSON in `data` (LiveEvent). A reconnecting client sends Last-Event-ID, or `lastEventId` in the query. 503 with Retry-After when the instance is full.',
    access: 'public',
    headers: { 'Last-Event-ID': 'The id of the last event received: the stream resumes after it' },
    responses: { 200: { description: 'text/event-stream', eventStream: true } },
  },
];

const matches: ApiOperation[] = [
  {
    id: 'makeDraw',
    method: 'post',
    path: '/api/tournaments/:id/draw',
    tag: 'Draw and scoring',
    summary: 'Closes the entries and draws the bracket (organizer or admin)',
    access: 'signed-in',
    links: matchLinks('/draw/rounds/0/matches/0/id'),
    responses: { 201: json('The message, the draw and the entries left out', DrawResponseSchema) },
  },
  {
    id: 'removeDraw',
    method: 'delete',
    path: '/api/tournaments/:id/draw',
    tag: 'Draw and scoring',
    summary: 'Removes the draw before any match started (organizer or admin)',
    access: 'signed-in',
    responses: { 200: messageOnly('Removed') },
  },
  {
    id: 'scorePoint',
    method: 'post',
    path: '/api/tournaments/:id/matches/:matchId/points',
    tag: 'Draw and scoring',
    summary: 'Counts a point for one side of the match version the scorer saw',
    access: 'signed-in',
    headers: IDEMPOTENCY_KEY,
    body: ScorePointSchema,
    responses: { 200: json('The match as it is now', MatchResponseSchema) },
  },
  {
    id: 'undoPoint',
    method: 'post',
    path: '/api/tournaments/:id/matches/:matchId/points/undo',
    tag: 'Draw and scoring',
    summary: 'Takes back the last point',
    access: 'signed-in',
    headers: IDEMPOTENCY_KEY,
    body: UndoPointSchema,
    responses: { 200: json('The match as it is now', MatchResponseSchema) },
  },
  {
    id: 'enterFinalScore',
    method: 'put',
    path: '/api/tournaments/:id/matches/:matchId/score',
    tag: 'Draw and scoring',
    summary: 'Enters or corrects the final result (completed, walkover or retired)',
    access: 'signed-in',
    headers: IDEMPOTENCY_KEY,
    body: FinalScoreSchema,
    responses: { 200: json('The match as it is now', MatchResponseSchema) },
  },
  {
    id: 'scheduleMatch',
    method: 'patch',
    path: '/api/tournaments/:id/matches/:matchId',
    tag: 'Draw and scoring',
    summary: 'Sets where and when the match is played',
    access: 'signed-in',
    headers: IDEMPOTENCY_KEY,
    body: MatchScheduleSchema,
    responses: { 200: json('The match as it is now', MatchResponseSchema) },
  },
];

const entries: ApiOperation[] = [
  {
    id: 'listOwnEntries',
    method: 'get',
    path: '/api/tournament-entries/me',
    tag: 'Entries',
    summary: "The entries of the caller's teams",
    description: OLDER_FORM,
    access: 'signed-in',
    query: PageQuerySchema,
    links: linksById('/items/0/id', 'confirmEntry', 'withdrawEntry'),
    responses: {
      200: json('A page (the first 100 as an array without parameters)', TournamentEntryPageSchema.or(TournamentEntryListSchema)),
    },
  },
  {
    id: 'createEntry',
    method: 'post',
    path: '/api/tournament-entries',
    tag: 'Entries',
    summary: "Enters one of the caller's confirmed teams in a tournament (the partner confirms next)",
    description: 'At most 20 entries per player in any hour, in either form (429 ENTRIES_RATE_LIMITED with Retry-After).',
    access: 'signed-in',
    body: CreateEntrySchema,
    links: linksById('/entry/id', 'confirmEntry', 'withdrawEntry'),
    responses: { 201: json('The message and the entry', EntryResponseSchema) },
  },
  {
    id: 'confirmEntry',
    method: 'patch',
    path: '/api/tournament-entries/:id/confirm',
    tag: 'Entries',
    summary: "The caller confirms their team's entry",
    access: 'signed-in',
    responses: { 200: json('The message and the entry', EntryResponseSchema) },
  },
  {
    id: 'withdrawEntry',
    method: 'patch',
    path: '/api/tournament-entries/:id/withdraw',
    tag: 'Entries',
    summary: "The caller withdraws their team's entry",
    access: 'signed-in',
    responses: { 200: json('The message and the entry', EntryResponseSchema) },
  },
  {
    id: 'listOwnRegistrationsLegacy',
    method: 'get',
    path: '/api/tournament-registrations',
    tag: 'Entries',
    summary: "Older form: the caller's entries (withdrawn ones left out), newest first, with per-player confirmed flags",
    description:
      'With any query parameter the answer is a page `{ items, page, limit, total }` (limit 20 by default, 100 at most); without one, an array of the newest 100 entries less the withdrawn ones.',
    access: 'signed-in',
    deprecated: true,
    query: PageQuerySchema,
    responses: {
      200: json(
        'A page of the registrations (the older array without parameters)',
        LegacyRegistrationPageSchema.or(LegacyRegistrationListSchema),
      ),
    },
  },
  {
    id: 'createRegistrationLegacy',
    method: 'post',
    path: '/api/tournament-registrations',
    tag: 'Entries',
    summary: 'Older form of creating an entry',
    access: 'signed-in',
    deprecated: true,
    body: LegacyCreateRegistrationSchema,
    links: linksById('/registration/id', 'confirmRegistrationLegacy'),
    responses: { 201: json('The message and the registration', LegacyRegistrationResponseSchema) },
  },
  {
    id: 'confirmRegistrationLegacy',
    method: 'patch',
    path: '/api/tournament-registrations/:id/confirm',
    tag: 'Entries',
    summary: 'Older form of confirming an entry (the body names the caller)',
    access: 'signed-in',
    deprecated: true,
    body: LegacyConfirmRegistrationSchema,
    responses: { 200: json('The message and the registration', LegacyRegistrationResponseSchema) },
  },
];

/** The tournaments service's routes: tournaments, their draw, scoring and live stream, and team entries. */
export const tournamentsOperations: ApiOperation[] = [...tournaments, ...matches, ...entries];
