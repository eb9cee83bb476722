import { z } from 'zod';
import { MessageResponseSchema } from '../common';
import {
  LegacyPlayerRegisterResponseSchema,
  LegacyPlayerRegisterSchema,
  PlayerListSchema,
  PlayerPageSchema,
  PlayerSchema,
  PlayerSearchQuerySchema,
} from '../player';
import { ProfilePatchResponseSchema, ProfilePatchSchema, ProfileSchema, SignupRequestSchema, SignupResponseSchema } from '../profile';
import { HeadToHeadSchema, PlayerOverviewQuerySchema, PlayerOverviewSchema } from '../player-page';
import {
  ApplicationListQuerySchema,
  ApplicationPageSchema,
  ApplicationRejectionSchema,
  ApplicationResponseSchema,
  AuditPageSchema,
  AuditQuerySchema,
  OrganizerApplicationRequestSchema,
  OrganizerApplicationSchema,
  OwnApplicationResponseSchema,
} from '../organizer-application';
import { PlayerRankingSchema, RankingPageSchema, RankingQuerySchema } from '../ranking';
import { json, linksById, type ApiOperation } from './operation';

/** The players service's routes: sign-up, profiles, players and the ranking. */
export const playersOperations: ApiOperation[] = [
  {
    id: 'signUp',
    method: 'post',
    path: '/api/auth/signup',
    tag: 'Accounts',
    summary: 'Creates an account and its profile, and signs the new user in when it can',
    description:
      'Limited per client address (429 with Retry-After). The full name is normalised (NFC, no bidi or zero-width characters, single spaces), must hold no reserved word (admin, league, support, official, and their Arabic equivalents) and be no other player’s, compared without case (409 NAME_TAKEN); it cannot be changed afterwards.',
    access: 'public',
    body: SignupRequestSchema,
    responses: {
      201: json('The account, its profile and the first session (null when signing in must be done separately)', SignupResponseSchema),
    },
  },
  {
    id: 'resendVerificationMail',
    method: 'post',
    path: '/api/auth/verification-mail',
    tag: 'Accounts',
    summary: 'Mails the caller the link that confirms their email address again',
    description:
      'Until the address is confirmed, invitations sent to it are not listed and cannot be accepted. 409 EMAIL_ALREADY_VERIFIED when the realm has confirmed it already (the token may be older); at most 3 in any hour per account (429 VERIFICATION_MAIL_RATE_LIMITED with Retry-After).',
    access: 'signed-in',
    responses: { 200: json('The mail was handed to the mail server', MessageResponseSchema) },
  },
  {
    id: 'getOwnProfile',
    method: 'get',
    path: '/api/profile/me',
    tag: 'Accounts',
    summary: "The caller's own profile",
    access: 'signed-in',
    responses: { 200: json('The profile', ProfileSchema) },
  },
  {
    id: 'updateOwnProfile',
    method: 'patch',
    path: '/api/profile/me',
    tag: 'Accounts',
    summary: "Changes the caller's own profile (the name is not editable)",
    access: 'signed-in',
    body: ProfilePatchSchema,
    responses: { 200: json('The message and the profile as it is now', ProfilePatchResponseSchema) },
  },
  {
    id: 'listPlayers',
    method: 'get',
    path: '/api/players',
    tag: 'Players',
    summary: 'A page of registered players, searched by name and filtered; the partner search of My Teams',
    description:
      'With any query parameter: a page `{ page, limit, total, players }` in the order of the name (decision 180); `q` matches ' +
      'the start of the name or of any of its words (or of the country), any case, accents and Arabic letter forms folded. ' +
      'A signed-in caller is not offered themselves, their confirmed partners or anyone with a pending invitation between ' +
      'them. Without any parameter (the older form): an array holding the first page of 20 only, with the total in ' +
      '`X-Total-Count`. `limit` above 100 is a 400.',
    access: 'public-or-signed-in',
    query: PlayerSearchQuerySchema,
    links: linksById('/players/0/id', 'getPlayer', 'getPlayerRanking'),
    responses: {
      200: json(
        'The page (with any parameter), or the first page as an array (the older form, without any)',
        z.union([PlayerPageSchema, PlayerListSchema]),
      ),
    },
  },
  {
    id: 'getPlayer',
    method: 'get',
    path: '/api/players/:id',
    tag: 'Players',
    summary: 'One player',
    access: 'public',
    responses: { 200: json('The player', PlayerSchema) },
  },
  {
    id: 'getPlayerOverview',
    method: 'get',
    path: '/api/players/:id/overview',
    tag: 'Players',
    summary: "A registered player's public page: card, ranking history, results by tournament, partners",
    description:
      'Served from read models found by `_id` (decision 197): the history holds the editions that changed the ' +
      "player's points (the latest 52), the results are a page of the completed tournaments, most recent first.",
    access: 'public',
    query: PlayerOverviewQuerySchema,
    responses: { 200: json('The player page', PlayerOverviewSchema) },
  },
  {
    id: 'getHeadToHead',
    method: 'get',
    path: '/api/players/:id/vs/:otherId',
    tag: 'Players',
    summary: 'The matches two registered players played against each other, from the first one’s side',
    description: 'A player against themselves is a 400.',
    access: 'public',
    responses: { 200: json('The head-to-head record', HeadToHeadSchema) },
  },
  {
    id: 'registerAsPlayerLegacy',
    method: 'post',
    path: '/api/players',
    tag: 'Players',
    summary: 'Older register-as-player form: registers (or updates) the signed-in caller as a player',
    description:
      'The name is normalised and checked as at sign-up. A caller whose profile has a name must send that name (409 NAME_NOT_EDITABLE otherwise; only an admin may change it); a profile without one takes the name sent unless another player holds it (409 NAME_TAKEN).',
    access: 'signed-in',
    deprecated: true,
    body: LegacyPlayerRegisterSchema,
    responses: {
      201: json('Registered', LegacyPlayerRegisterResponseSchema),
      200: json('Already registered: the details were updated', LegacyPlayerRegisterResponseSchema),
    },
  },
  {
    id: 'getRanking',
    method: 'get',
    path: '/api/rankings',
    tag: 'Rankings',
    summary: "A page of the ranking's current edition, optionally searched by name or country",
    access: 'public',
    query: RankingQuerySchema,
    links: linksById('/players/0/id', 'getPlayerRanking', 'getPlayer'),
    responses: { 200: json('The page, the edition and the league-wide figures', RankingPageSchema) },
  },
  {
    id: 'getPlayerRanking',
    method: 'get',
    path: '/api/rankings/players/:id',
    tag: 'Rankings',
    summary: "How a player's points in the current edition were earned",
    access: 'public',
    responses: { 200: json("The player's line and results", PlayerRankingSchema) },
  },
  {
    id: 'applyAsOrganizer',
    method: 'post',
    path: '/api/organizer-applications',
    tag: 'Organizer applications',
    summary: 'Submits the caller’s application to become an organizer (partner)',
    description:
      'One open application per user (409 APPLICATION_ALREADY_OPEN, also under concurrent submissions); an organizer cannot apply (409 ALREADY_ORGANIZER).',
    access: 'signed-in',
    body: OrganizerApplicationRequestSchema,
    links: [{ operationId: 'withdrawOrganizerApplication', parameters: { id: '$response.body#/application/id' } }],
    responses: { 201: json('The message and the submitted application', ApplicationResponseSchema) },
  },
  {
    id: 'getOwnOrganizerApplication',
    method: 'get',
    path: '/api/organizer-applications/me',
    tag: 'Organizer applications',
    summary: 'The caller’s latest application and its state (null when they never applied)',
    access: 'signed-in',
    responses: { 200: json('The application or null', OwnApplicationResponseSchema) },
  },
  {
    id: 'withdrawOrganizerApplication',
    method: 'post',
    path: '/api/organizer-applications/:id/withdraw',
    tag: 'Organizer applications',
    summary: 'The applicant withdraws their open application',
    description: 'Another user’s application answers 404, as an unknown one does; a decided one 409.',
    access: 'signed-in',
    responses: { 200: json('The message and the withdrawn application', ApplicationResponseSchema) },
  },
  {
    id: 'listOrganizerApplications',
    method: 'get',
    path: '/api/admin/applications',
    tag: 'Admin',
    summary: 'A page of organizer applications, newest first, optionally of one state',
    access: 'admin',
    query: ApplicationListQuerySchema,
    responses: { 200: json('The page', ApplicationPageSchema) },
  },
  {
    id: 'getOrganizerApplication',
    method: 'get',
    path: '/api/admin/applications/:id',
    tag: 'Admin',
    summary: 'One organizer application',
    access: 'admin',
    responses: { 200: json('The application', OrganizerApplicationSchema) },
  },
  {
    id: 'approveOrganizerApplication',
    method: 'post',
    path: '/api/admin/applications/:id/approve',
    tag: 'Admin',
    summary: 'Approves an open application: the applicant becomes a partner and is mailed',
    description:
      'The decision is recorded first; the partner role is then put in place in Keycloak and the profile by a worker that retries until both agree (`role_granted`), after which the applicant is mailed in their language (decision 199). The same admin repeating it gets 200; any other decision afterwards 409.',
    access: 'admin',
    responses: { 200: json('The message and the approved application', ApplicationResponseSchema) },
  },
  {
    id: 'rejectOrganizerApplication',
    method: 'post',
    path: '/api/admin/applications/:id/reject',
    tag: 'Admin',
    summary: 'Rejects an open application with a reason; the applicant is mailed in their language',
    access: 'admin',
    body: ApplicationRejectionSchema,
    responses: { 200: json('The message and the rejected application', ApplicationResponseSchema) },
  },
  {
    id: 'getAdminAuditLog',
    method: 'get',
    path: '/api/admin/audit',
    tag: 'Admin',
    summary: 'The audit log of admin actions (who, what, when, before and after), newest first',
    access: 'admin',
    query: AuditQuerySchema,
    responses: { 200: json('The page', AuditPageSchema) },
  },
];
