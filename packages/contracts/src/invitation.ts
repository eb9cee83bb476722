import { z } from 'zod';
import { IsoDateTimeSchema, MessageResponseSchema, pageOf, UserIdSchema } from './common';
import { MemberProfileSchema, TeamSchema } from './team';

/** `cancelled`: withdrawn by its inviter while pending (POST /api/team-invitations/:id/cancel). */
export const InvitationStatusSchema = z.enum(['pending', 'accepted', 'declined', 'expired', 'cancelled']);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

export const InvitationSchema = z.object({
  id: z.string().min(1),
  inviter: UserIdSchema,
  /** null while the invitee (invited by email) has no account yet. */
  invitee: UserIdSchema.nullable(),
  invitee_email: z.email().nullable(),
  token: z.string().min(1),
  status: InvitationStatusSchema.default('pending'),
  inviter_profile: MemberProfileSchema.nullable(),
  /** What is known of the invitee while pending (null when invited by email or unknown). */
  invitee_profile: MemberProfileSchema.nullable().optional(),
  /** When a still pending invitation stops being answerable (the teams service sets it from its time limit). */
  expires_at: IsoDateTimeSchema.optional(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationListSchema = z.array(InvitationSchema);
/** GET /api/team-invitations/me?page=&limit=: a page of the pending invitations the caller received, newest first. */
export const InvitationPageSchema = pageOf(InvitationSchema);
export type InvitationPage = z.infer<typeof InvitationPageSchema>;

/**
 * An invitation as its sender sees it (GET /api/team-invitations/sent): the single-use token stays with the invitee.
 * `created_at` is when it was sent (the teams service always sets it).
 */
export const SentInvitationSchema = InvitationSchema.omit({ token: true }).extend({ created_at: IsoDateTimeSchema.optional() });
export type SentInvitation = z.infer<typeof SentInvitationSchema>;
export const SentInvitationListSchema = z.array(SentInvitationSchema);
/** GET /api/team-invitations/sent?page=&limit=: a page of the pending invitations the caller sent, newest first. */
export const SentInvitationPageSchema = pageOf(SentInvitationSchema);
export type SentInvitationPage = z.infer<typeof SentInvitationPageSchema>;

/** Older form (GET /api/team-invitations?inviteeId=). */
export const LegacyInvitationSchema = z.object({
  id: z.string().min(1),
  inviterId: UserIdSchema,
  inviteeId: UserIdSchema.nullable(),
  inviteeEmail: z.email().nullable(),
  status: InvitationStatusSchema,
});
export type LegacyInvitation = z.infer<typeof LegacyInvitationSchema>;
export const LegacyInvitationListSchema = z.array(LegacyInvitationSchema);

export const LegacyInvitationsQuerySchema = z.strictObject({ inviteeId: UserIdSchema });
export type LegacyInvitationsQuery = z.infer<typeof LegacyInvitationsQuerySchema>;

/** POST /api/team-invitations: invite a registered player by id, or anyone by email (or both). */
export const CreateInvitationSchema = z
  .object({
    invitee_id: UserIdSchema.nullable().optional(),
    invitee_email: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: 'Invalid email address' }))
        .nullable()
        .optional(),
    ),
  })
  .refine((body) => Boolean(body.invitee_id || body.invitee_email), {
    path: ['invitee_email'],
    error: 'Choose a partner or enter an email',
  });
export type CreateInvitation = z.infer<typeof CreateInvitationSchema>;

/** Older form of POST /api/team-invitations. inviterId must be the caller; inviteeEmail is sent as null. */
export const LegacyCreateInvitationSchema = z.object({
  inviterId: UserIdSchema,
  inviteeId: UserIdSchema,
  inviteeEmail: z.email().nullable().optional(),
});
export type LegacyCreateInvitation = z.infer<typeof LegacyCreateInvitationSchema>;

/** Either generation of the invitation payload. */
export const AnyCreateInvitationSchema = z.union([LegacyCreateInvitationSchema, CreateInvitationSchema]);

export const CreateInvitationResponseSchema = MessageResponseSchema.extend({ invitation: InvitationSchema });
export type CreateInvitationResponse = z.infer<typeof CreateInvitationResponseSchema>;

/** POST /api/team-invitations/accept */
export const AcceptInvitationSchema = z.object({
  token: z.string({ error: 'Invitation token is required' }).trim().min(1, { error: 'Invitation token is required' }).max(200),
});
export type AcceptInvitation = z.infer<typeof AcceptInvitationSchema>;

export const AcceptInvitationResponseSchema = MessageResponseSchema.extend({ team: TeamSchema });
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponseSchema>;
