import { Schema, model } from 'mongoose';

/** A player's private calendar link (decision 197): `_id` = the player's id, the current token. */
export interface CalendarLinkRecord {
  _id: string;
  token: string;
  created_at: Date;
}

/** A token of a calendar link, `_id` = the token: the feed finds its player by `_id`. Removed when the link is reset. */
export interface CalendarTokenRecord {
  _id: string;
  player_id: string;
}

/** The tournaments a player was drawn in, `_id` = the player's id: what their calendar reads. */
export interface PlayerTournamentsRecord {
  _id: string;
  tournament_ids: string[];
}

// All three are found by _id only: no secondary index.
export const CalendarLinkModel = model<CalendarLinkRecord>(
  'CalendarLink',
  new Schema<CalendarLinkRecord>(
    { _id: { type: String, required: true }, token: { type: String, required: true }, created_at: { type: Date, required: true } },
    { collection: 'calendar_links', versionKey: false },
  ),
);

export const CalendarTokenModel = model<CalendarTokenRecord>(
  'CalendarToken',
  new Schema<CalendarTokenRecord>(
    { _id: { type: String, required: true }, player_id: { type: String, required: true } },
    { collection: 'calendar_tokens', versionKey: false },
  ),
);

export const PlayerTournamentsModel = model<PlayerTournamentsRecord>(
  'PlayerTournaments',
  new Schema<PlayerTournamentsRecord>(
    { _id: { type: String, required: true }, tournament_ids: { type: [String], default: [] } },
    { collection: 'player_tournaments', versionKey: false },
  ),
);
