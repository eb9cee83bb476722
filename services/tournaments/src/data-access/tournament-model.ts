import {
  CategorySchema,
  LevelSchema,
  TournamentHostStatusSchema,
  TournamentTierSchema,
  type Category,
  type EventEnvelope,
  type Level,
  type Round,
  type TournamentHostStatus,
  type TournamentTier,
} from '@padel/contracts';
import { withOutbox } from '@padel/service-kit';
import { Schema, model, type Types } from 'mongoose';

/** Where a drawn tournament stands, recomputed from its matches after each change (keeps the public list one query). */
export interface TournamentProgress {
  drawn: boolean;
  /** A match has started (or finished). */
  started: boolean;
  /** The final is finished. */
  completed: boolean;
  /** The earliest round with an unfinished match (null without a draw or once completed). */
  current_round: Round | null;
  /** Once the final is finished: the champion team's name (absent from progress stored before it was kept). */
  champion?: string | null;
  /** Once the final is finished: when it was (its last change, ISO), so the latest champions come first. */
  completed_at?: string | null;
}

export interface TournamentRecord {
  _id: Types.ObjectId;
  /** Stable key (seeded tournaments keep theirs across restarts); unique. */
  slug: string;
  title: string;
  /** Host/entry tier. */
  category: Category;
  /** Public list tier: majors are gold-category events shown as Major. */
  tier: TournamentTier;
  level: Level;
  /** Calendar days (YYYY-MM-DD) in the venue's time zone. */
  start_date: string;
  end_date: string | null;
  city: string;
  country: string;
  entry_open_at: Date | null;
  entry_close_at: Date | null;
  status: TournamentHostStatus;
  organizer_id: string | null;
  /** The most teams holding a place (confirmed); later confirmations are waitlisted. Null or absent: no limit. */
  max_teams?: number | null;
  /** Entry fee per team in whole dirhams. Null or absent: free. */
  entry_fee?: number | null;
  /** Absent until the tournament is drawn. */
  progress?: TournamentProgress | null;
  /** How many times its fields were edited (absent on older documents: 0). Decision 113. */
  revision?: number;
  /** How many times its status was changed by the organizer or an admin (absent on older documents: 0). */
  status_revision?: number;
  /** tournament-status-changed events, written by the update that changes the status. */
  outbox?: EventEnvelope[];
  /** Set by mongoose (timestamps). */
  createdAt?: Date;
  updatedAt?: Date;
}

const day = { type: String, match: /^\d{4}-\d{2}-\d{2}$/ };

/** Tournaments; the outbox carries tournament-status-changed, written by the same update that changes the status. */
const tournamentSchema = withOutbox(
  new Schema(
    {
      slug: { type: String, required: true },
      title: { type: String, required: true, trim: true },
      category: { type: String, enum: CategorySchema.options, default: 'bronze' },
      tier: { type: String, enum: TournamentTierSchema.options, default: 'bronze' },
      level: { type: String, enum: LevelSchema.options, default: 'D' },
      start_date: { ...day, required: true },
      end_date: { ...day, default: null },
      city: { type: String, required: true, trim: true },
      country: { type: String, default: 'United Arab Emirates', trim: true },
      entry_open_at: { type: Date, default: null },
      entry_close_at: { type: Date, default: null },
      status: { type: String, enum: TournamentHostStatusSchema.options, default: 'published' },
      organizer_id: { type: String, default: null },
      max_teams: { type: Number, default: null },
      entry_fee: { type: Number, default: null },
      progress: { type: Schema.Types.Mixed, default: null },
      revision: { type: Number, default: 0 },
      status_revision: { type: Number, default: 0 },
    },
    { collection: 'tournaments', timestamps: true },
  ),
);
tournamentSchema.index({ slug: 1 }, { unique: true });
tournamentSchema.index({ start_date: 1 });
tournamentSchema.index({ organizer_id: 1, start_date: -1 });
/** An organizer's own tournaments, newest first. */
tournamentSchema.index({ organizer_id: 1, createdAt: -1 });

let changeCount = 0;
/** How many writes this process made to tournaments (the public list held in memory loads again when it moves). */
export const tournamentChangeCount = (): number => changeCount;
const counted = () => {
  changeCount += 1;
};
tournamentSchema.post('save', counted);
tournamentSchema.post(
  ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'deleteOne', 'deleteMany', 'findOneAndDelete'],
  counted,
);
tournamentSchema.post('insertMany', counted);
tournamentSchema.post('bulkWrite', counted);

export const TournamentModel = model<TournamentRecord>('Tournament', tournamentSchema as unknown as Schema<TournamentRecord>);

/**
 * A step that changes a tournament, claimed by inserting its key (decision 113). `<id>:fields:<revision>` settles what
 * happens to that revision of the tournament's fields: its first entry freezes them (`entries`, shared by every later
 * entry), or an edit replaces them, or the draft is deleted: whichever is stored first, the others give way.
 * `<id>:status:<status_revision>` is one change of its status, with the event that announces it.
 */
export interface TournamentChangeRecord {
  _id: string;
  tournament_id: string;
  kind: 'entries' | 'edit' | 'delete' | 'status';
  by: string;
  at: Date;
  /** edit: the fields it sets. */
  fields?: Record<string, unknown> | null;
  /** status: the new status and its event. */
  status?: TournamentRecord['status'] | null;
  event?: EventEnvelope | null;
}

const tournamentChangeSchema = new Schema(
  {
    _id: { type: String, required: true },
    tournament_id: { type: String, required: true },
    kind: { type: String, enum: ['entries', 'edit', 'delete', 'status'], required: true },
    by: { type: String, required: true },
    at: { type: Date, required: true },
    fields: { type: Schema.Types.Mixed, default: null },
    status: { type: String, default: null },
    event: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'tournament_changes', minimize: false },
);

export const TournamentChangeModel = model<TournamentChangeRecord>(
  'TournamentChange',
  tournamentChangeSchema as unknown as Schema<TournamentChangeRecord>,
);
