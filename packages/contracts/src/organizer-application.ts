import { z } from 'zod';
import { CategorySchema, optionalText } from './common';

export const OrgTypeSchema = z.enum(['club', 'organizer', 'brand', 'other']);
export type OrgType = z.infer<typeof OrgTypeSchema>;

/** Application to become an organizer (schema only; no screen uses it yet). */
export const OrganizerApplicationSchema = z.object({
  organization_name: z.string().trim().min(2, { error: 'Organization name must be at least 2 characters' }).max(120),
  org_type: OrgTypeSchema,
  website: z.preprocess((value) => (value === '' ? null : value), z.url({ error: 'Must be a valid URL' }).nullable().optional()),
  phone: optionalText(40),
  city: z.string().trim().min(1, { error: 'City is required' }).max(80),
  country: z.string().trim().min(2, { error: 'Country is required' }).max(80),
  preferred_categories: z.array(CategorySchema).min(1).default(['bronze']),
  venues: optionalText(500),
  experience: optionalText(2000),
  compliance_confirmed: z.literal(true, { error: 'Please confirm compliance with the league rules' }),
});
export type OrganizerApplication = z.infer<typeof OrganizerApplicationSchema>;
