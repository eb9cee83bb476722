import { z } from 'zod';
import {
  CategorySchema,
  IsoDateTimeSchema,
  MessageResponseSchema,
  PageQueryShape,
  pageOf,
  RoleSchema,
  UserIdSchema,
  optionalText,
} from './common';

/** What kind of body hosts the tournaments (SPEC.md §3, organizer application). */
export const OrgTypeSchema = z.enum(['club', 'organizer', 'brand', 'other'], { error: 'Must be club, organizer, brand or other' });
export type OrgType = z.infer<typeof OrgTypeSchema>;

/** submitted (open, awaiting the league), approved (the applicant becomes a partner), rejected (with a reason), withdrawn. */
export const ApplicationStatusSchema = z.enum(['submitted', 'approved', 'rejected', 'withdrawn'], {
  error: 'Must be submitted, approved, rejected or withdrawn',
});
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

const requiredText = (min: number, max: number, tooShort: string) =>
  z
    .string({ error: tooShort })
    .trim()
    .min(min, { error: tooShort })
    .max(max, { error: `Must be at most ${max} characters` });

/** POST /api/organizer-applications: the spec's fields of an organizer application. */
export const OrganizerApplicationRequestSchema = z.strictObject({
  organization_name: requiredText(2, 120, 'Organization name must be at least 2 characters'),
  org_type: OrgTypeSchema,
  /** The organization's site: https or http, or empty. */
  website: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value),
    z
      .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'The website must be an http:// or https:// address' })
      .max(200, { error: 'Must be at most 200 characters' })
      .nullable()
      .optional(),
  ),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,24}$/, { error: 'Phone must be a phone number (digits, spaces, + ( ) -)' }),
  city: requiredText(1, 80, 'City is required'),
  country: requiredText(2, 80, 'Country is required'),
  preferred_categories: z
    .array(CategorySchema)
    .min(1, { error: 'Choose at least one category' })
    .max(3)
    .refine((list) => new Set(list).size === list.length, { error: 'Each category once' })
    .default(['bronze']),
  venues: optionalText(1000),
  experience: optionalText(2000),
  compliance_confirmed: z.literal(true, { error: 'Please confirm that you will follow the league rules' }),
});
export type OrganizerApplicationRequest = z.infer<typeof OrganizerApplicationRequestSchema>;

/** One organizer application as the applicant and the admins see it. */
export const OrganizerApplicationSchema = z.object({
  id: z.string(),
  user_id: UserIdSchema,
  applicant_name: z.string(),
  applicant_email: z.string(),
  organization_name: z.string(),
  org_type: OrgTypeSchema,
  website: z.string().nullable(),
  phone: z.string(),
  city: z.string(),
  country: z.string(),
  preferred_categories: z.array(CategorySchema),
  venues: z.string().nullable(),
  experience: z.string().nullable(),
  compliance_confirmed: z.boolean(),
  status: ApplicationStatusSchema,
  /** Why it was rejected (null otherwise). */
  reason: z.string().nullable(),
  submitted_at: IsoDateTimeSchema,
  decided_at: IsoDateTimeSchema.nullable(),
  /** For an approved application: whether the partner role is in place in both Keycloak and the profile yet. */
  role_granted: z.boolean(),
});
export type OrganizerApplication = z.infer<typeof OrganizerApplicationSchema>;

/** GET /api/organizer-applications/me: the caller's latest application (null when none). */
export const OwnApplicationResponseSchema = z.object({ application: OrganizerApplicationSchema.nullable() });
export type OwnApplicationResponse = z.infer<typeof OwnApplicationResponseSchema>;

export const ApplicationResponseSchema = MessageResponseSchema.extend({ application: OrganizerApplicationSchema });
export type ApplicationResponse = z.infer<typeof ApplicationResponseSchema>;

/** GET /api/admin/applications: a page, newest first, optionally of one status. */
export const ApplicationListQuerySchema = z.strictObject({ ...PageQueryShape, status: ApplicationStatusSchema.optional() });
export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;
export const ApplicationPageSchema = pageOf(OrganizerApplicationSchema);
export type ApplicationPage = z.infer<typeof ApplicationPageSchema>;

/** POST /api/admin/applications/:id/reject */
export const ApplicationRejectionSchema = z.strictObject({
  reason: requiredText(3, 500, 'Please give a reason of at least 3 characters'),
});
export type ApplicationRejection = z.infer<typeof ApplicationRejectionSchema>;

/** The admin actions the audit log records. */
export const AdminActionSchema = z.enum([
  'application-approved',
  'application-rejected',
  'role-granted',
  'role-removed',
  'user-blocked',
  'user-unblocked',
]);
export type AdminAction = z.infer<typeof AdminActionSchema>;

/** One admin action: who, what, when, and the target before and after. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  actor_id: UserIdSchema,
  actor_name: z.string(),
  action: AdminActionSchema,
  target_type: z.enum(['application', 'user']),
  target_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: IsoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /api/admin/audit: newest first. */
export const AuditQuerySchema = z.strictObject(PageQueryShape);
export const AuditPageSchema = pageOf(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** The roles an admin grants and removes (user and player come with every account). */
export const GrantableRoleSchema = RoleSchema.extract(['partner', 'admin'], { error: 'Must be partner or admin' });
export type GrantableRole = z.infer<typeof GrantableRoleSchema>;
