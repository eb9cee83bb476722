import { CalendarLinkModel, CalendarTokenModel, PlayerTournamentsModel, type CalendarLinkRecord } from './calendar-model';

export async function findCalendarLink(playerId: string): Promise<CalendarLinkRecord | undefined> {
  return (await CalendarLinkModel.findById(playerId).lean<CalendarLinkRecord>()) ?? undefined;
}

/** The player the token's feed belongs to; undefined for a token never given or reset since. */
export async function findTokenPlayer(token: string): Promise<string | undefined> {
  return (await CalendarTokenModel.findById(token).lean<{ player_id: string }>())?.player_id;
}

/** Makes `token` the player's link: the token first (so the link never names a token that finds nobody), then the link, then the old token goes. */
export async function storeCalendarLink(playerId: string, token: string, previous: string | undefined, at: Date): Promise<void> {
  await CalendarTokenModel.create({ _id: token, player_id: playerId });
  await CalendarLinkModel.replaceOne({ _id: playerId }, { _id: playerId, token, created_at: at }, { upsert: true });
  if (previous) await CalendarTokenModel.deleteOne({ _id: previous });
}

/** The player was drawn in the tournament (repeating it changes nothing). */
export async function addPlayerTournament(playerId: string, tournamentId: string): Promise<void> {
  await PlayerTournamentsModel.updateOne({ _id: playerId }, { $addToSet: { tournament_ids: tournamentId } }, { upsert: true });
}

export async function findPlayerTournaments(playerId: string): Promise<string[]> {
  return (await PlayerTournamentsModel.findById(playerId).lean<{ tournament_ids: string[] }>())?.tournament_ids ?? [];
}
