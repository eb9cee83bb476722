import { z } from 'zod';
import { IsoDateTimeSchema, pageOf, UserIdSchema } from './common';
import { TournamentHostStatusSchema } from './tournament';

export const TeamStatusSchema = z.enum(['pending', 'confirmed', 'blocked']);
export type TeamStatus = z.infer<typeof TeamStatusSchema>;

/** The part of a member's profile a team or invitation carries along. */
export const MemberProfileSchema = z.object({
  id: UserIdSchema,
  full_name: z.string(),
  email: z.email().nullable().optional(),
  country: z.string().nullable().optional(),
  photo_url: z.string().nullable().optional(),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

/** A tournament the team has a confirmed entry for (recorded from entry-confirmed events). */
export const EnteredTournamentSchema = z.object({
  entry_id: z.string().min(1),
  tournament_id: z.string().min(1),
  tournament_title: z.string().nullable(),
  confirmed_at: IsoDateTimeSchema,
  /** The tournament's status as its organizer last set it (absent before any change): not published = unpublished. */
  tournament_status: TournamentHostStatusSchema.optional(),
});
export type EnteredTournament = z.infer<typeof EnteredTournamentSchema>;

export const TeamSchema = z.object({
  id: z.string().min(1),
  player1: UserIdSchema,
  player2: UserIdSchema,
  status: TeamStatusSchema.default('pending'),
  player1_profile: MemberProfileSchema.nullable(),
  player2_profile: MemberProfileSchema.nullable(),
  /** Tournaments with a confirmed entry of this team (teams service answers only). */
  tournaments_entered: z.array(EnteredTournamentSchema).optional(),
});
export type Team = z.infer<typeof TeamSchema>;
export const TeamListSchema = z.array(TeamSchema);
/** GET /api/teams/me?page=&limit=: a page of the caller's confirmed teams, oldest first (the older form's order). */
export const TeamPageSchema = pageOf(TeamSchema);
export type TeamPage = z.infer<typeof TeamPageSchema>;

/** Older form (GET /api/teams?playerId=). */
export const LegacyTeamSchema = z.object({
  id: z.string().min(1),
  player1Id: UserIdSchema,
  player2Id: UserIdSchema,
  status: z.literal('confirmed'),
});
export type LegacyTeam = z.infer<typeof LegacyTeamSchema>;
export const LegacyTeamListSchema = z.array(LegacyTeamSchema);

export const LegacyTeamsQuerySchema = z.strictObject({ playerId: UserIdSchema });
export type LegacyTeamsQuery = z.infer<typeof LegacyTeamsQuerySchema>;
