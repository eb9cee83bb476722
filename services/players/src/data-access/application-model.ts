import {
  ApplicationStatusSchema,
  CategorySchema,
  OrgTypeSchema,
  type ApplicationStatus,
  type Category,
  type OrgType,
} from '@padel/contracts';
import { Schema, model } from 'mongoose';

/**
 * An organizer application. `open_key` is `open:<user id>` while it is submitted and `closed:<id>` afterwards: unique,
 * so a user has one open application even under concurrent submissions on FerretDB, which has no partial indexes
 * (decisions 050 and 199).
 */
const applicationSchema = new Schema(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true },
    applicant_name: { type: String, required: true },
    applicant_email: { type: String, required: true },
    organization_name: { type: String, required: true },
    org_type: { type: String, enum: OrgTypeSchema.options, required: true },
    website: { type: String, default: null },
    phone: { type: String, required: true },
    city: { type: String, required: true },
    country: { type: String, required: true },
    preferred_categories: { type: [String], enum: CategorySchema.options, default: ['bronze'] },
    venues: { type: String, default: null },
    experience: { type: String, default: null },
    compliance_confirmed: { type: Boolean, required: true },
    status: { type: String, enum: ApplicationStatusSchema.options, required: true },
    open_key: { type: String, required: true },
    reason: { type: String, default: null },
    submitted_at: { type: Date, required: true },
    decided_at: { type: Date, default: null },
    decided_by: { type: String, default: null },
  },
  { collection: 'organizer_applications' },
);
applicationSchema.index({ open_key: 1 }, { unique: true });
/** The applicant's latest. */
applicationSchema.index({ user_id: 1, submitted_at: -1, _id: -1 });
/** The admin's list: newest first, all or of one status. */
applicationSchema.index({ submitted_at: -1, _id: -1 });
applicationSchema.index({ status: 1, submitted_at: -1, _id: -1 });

export interface ApplicationRecord {
  _id: string;
  user_id: string;
  applicant_name: string;
  applicant_email: string;
  organization_name: string;
  org_type: OrgType;
  website: string | null;
  phone: string;
  city: string;
  country: string;
  preferred_categories: Category[];
  venues: string | null;
  experience: string | null;
  compliance_confirmed: boolean;
  status: ApplicationStatus;
  open_key: string;
  reason: string | null;
  submitted_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
}

export const ApplicationModel = model<ApplicationRecord>('OrganizerApplication', applicationSchema as unknown as Schema<ApplicationRecord>);

/**
 * The one way an application is closed (withdrawn, approved, rejected): an insert keyed by the application's id, so
 * a withdrawal and a decision, or two admins, racing for it have exactly one winner (decision 050).
 */
const applicationClosureSchema = new Schema(
  {
    _id: { type: String, required: true },
    status: { type: String, enum: ['approved', 'rejected', 'withdrawn'], required: true },
    by: { type: String, required: true },
    reason: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { collection: 'organizer_application_closures' },
);

export interface ApplicationClosureRecord {
  _id: string;
  status: 'approved' | 'rejected' | 'withdrawn';
  by: string;
  reason: string | null;
  at: Date;
}

export const ApplicationClosureModel = model<ApplicationClosureRecord>(
  'OrganizerApplicationClosure',
  applicationClosureSchema as unknown as Schema<ApplicationClosureRecord>,
);
