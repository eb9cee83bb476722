import {
  HandSchema,
  PreferredLanguageSchema,
  RoleSchema,
  type PreferredLanguage,
  searchKeyOf,
  searchPrefixesOf,
  type Hand,
  type Role,
} from '@padel/contracts';
import { Schema, model } from 'mongoose';

const partnerSchema = new Schema(
  {
    partnerId: { type: String, required: true },
    partnerName: { type: String, default: null },
    teamId: { type: String, required: true },
    since: { type: Date, required: true },
  },
  { _id: false },
);

/** A pending invitation between this player and another (kept from invitation-sent until invitation-closed). */
const pendingInvitationSchema = new Schema(
  {
    invitationId: { type: String, required: true },
    playerId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { _id: false },
);

const counter = { type: Number, default: 0, min: 0 };

/** One profile per Keycloak user, keyed by the token subject (legacy and demo players get a generated UUID). */
const profileSchema = new Schema(
  {
    _id: { type: String, required: true },
    full_name: { type: String, required: true, trim: true },
    /** Absent (never null) when unknown, so the sparse unique index allows many profiles without one. */
    email: { type: String, lowercase: true, trim: true },
    role: { type: String, enum: RoleSchema.options, default: 'player' },
    country: { type: String, default: null },
    ranking: { type: Number, default: null },
    points: counter,
    wins: counter,
    losses: counter,
    matches_played: counter,
    titles_won: counter,
    /** The player_results version the four counters above were last set from (decision 056); absent before any. */
    results_version: { type: Number },
    strong_hand: { type: String, enum: [...HandSchema.options, null], default: null },
    court_side: { type: String, enum: [...HandSchema.options, null], default: null },
    height: { type: String, default: null },
    photo_url: { type: String, default: null },
    /** The language of the player's mails (the site's language switch sets it); absent = English. */
    language: { type: String, enum: PreferredLanguageSchema.options },
    /** Set when the user registered as a player (register form, or a seeded player); only these are listed. */
    registered_at: { type: Date, default: null },
    /** Partners from confirmed teams (kept from invitation-accepted events). */
    partners: { type: [partnerSchema], default: [] },
    /** Pending invitations sent or received (kept from invitation-sent and invitation-closed, decision 180). */
    pending_invitations: { type: [pendingInvitationSchema], default: [] },
    /** The name's search key (searchKeyOf); set on registered players only, so only they are found (decision 180). */
    search_key: { type: String },
    /** What a search may start with to find the player: searchPrefixesOf the name's and the country's keys. */
    search_prefixes: { type: [String], default: undefined },
  },
  // Indexes are built by ensureProfileIndexes() after legacy data is normalised, not automatically.
  { collection: 'profiles', timestamps: true, autoIndex: false },
);
/** One profile per email address. */
profileSchema.index({ email: 1 }, { unique: true, sparse: true });
profileSchema.index({ registered_at: 1 });
profileSchema.index({ ranking: 1, points: -1 });
/** The partner search (decision 180): without q, registered players by name; with q, those with that prefix, by name. */
profileSchema.index({ search_key: 1, _id: 1 });
profileSchema.index({ search_prefixes: 1, search_key: 1, _id: 1 });
/** invitation-closed finds the (up to two) profiles holding the invitation. */
profileSchema.index({ 'pending_invitations.invitationId': 1 });

/** The search fields of a profile: a registered player's keys, none for anyone else. */
export function searchFieldsOf(profile: { full_name?: string | null; country?: string | null; registered_at?: Date | null }): {
  search_key?: string;
  search_prefixes?: string[];
} {
  if (!profile.registered_at || !profile.full_name) return { search_key: undefined, search_prefixes: undefined };
  const key = searchKeyOf(profile.full_name);
  const prefixes = new Set([...searchPrefixesOf(key), ...searchPrefixesOf(searchKeyOf(profile.country ?? ''))]);
  return { search_key: key, search_prefixes: [...prefixes] };
}

// A new document (create, insertMany, save) gets its search fields from its own name, country and registration.
profileSchema.pre('validate', function () {
  this.set(searchFieldsOf(this as unknown as ProfileRecord));
});

export interface ProfileRecord {
  _id: string;
  full_name: string;
  email?: string | null;
  role: Role;
  country: string | null;
  ranking: number | null;
  points: number;
  wins: number;
  losses: number;
  matches_played: number;
  titles_won: number;
  results_version?: number;
  strong_hand: Hand | null;
  court_side: Hand | null;
  height: string | null;
  photo_url: string | null;
  language?: PreferredLanguage;
  registered_at: Date | null;
  partners: Array<{ partnerId: string; partnerName: string | null; teamId: string; since: Date }>;
  pending_invitations?: PendingInvitation[];
  search_key?: string;
  search_prefixes?: string[];
}

export interface PendingInvitation {
  invitationId: string;
  /** The other player of the invitation (invitee of one the profile's player sent, inviter of one received). */
  playerId: string;
  expiresAt: Date;
}

export const ProfileModel = model<ProfileRecord>('Profile', profileSchema as unknown as Schema<ProfileRecord>);
