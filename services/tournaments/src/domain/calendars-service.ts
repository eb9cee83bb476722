import { randomBytes } from 'node:crypto';
import type { CalendarLink } from '@padel/contracts';
import { AppError, type Principal } from '@padel/service-kit';
import {
  addPlayerTournament,
  findCalendarLink,
  findPlayerTournaments,
  findTokenPlayer,
  storeCalendarLink,
} from '../data-access/calendar-repository';
import type { DrawRecord } from '../data-access/draw-repository';
import { calendarFeed, scheduledMatches, type FeedMatch } from './calendar-feed';
import { tournamentDetail } from './tournaments-service';

/** The latest tournaments a player's calendar shows. */
const PLAYER_FEED_TOURNAMENTS = 50;

/** 32 random bytes, URL-safe: a link nobody guesses (decision 197). */
const newToken = () => randomBytes(32).toString('base64url');

const linkOf = (token: string): CalendarLink => ({ path: `/api/calendars/${token}.ics` });

/** The caller's private calendar link, made on first ask. */
export async function ownCalendarLink(caller: Principal): Promise<CalendarLink> {
  const known = await findCalendarLink(caller.sub);
  if (known) return linkOf(known.token);
  const token = newToken();
  await storeCalendarLink(caller.sub, token, undefined, new Date());
  return linkOf(token);
}

/** A new link for the caller; the old one finds nothing from now on. */
export async function resetCalendarLink(caller: Principal): Promise<CalendarLink> {
  const known = await findCalendarLink(caller.sub);
  const token = newToken();
  await storeCalendarLink(caller.sub, token, known?.token, new Date());
  return linkOf(token);
}

/** A draw was made: its players' calendars include the tournament from now on. */
export async function recordDrawnPlayers(draw: Pick<DrawRecord, 'tournament_id' | 'slots'>): Promise<void> {
  const players = draw.slots.flatMap((slot) => slot?.players.map((player) => player.id) ?? []);
  await Promise.all(players.map((playerId) => addPlayerTournament(playerId, draw.tournament_id)));
}

/** A public tournament's order of play as a feed (404 for a tournament that is not public). */
export async function tournamentCalendar(tournamentId: string): Promise<string> {
  const tournament = await tournamentDetail(undefined, tournamentId);
  return calendarFeed(tournament.name, scheduledMatches(tournament, tournament.draw));
}

/** The matches of the token's player in the tournaments they were drawn in (404 for an unknown or reset token). */
export async function playerCalendar(token: string): Promise<string> {
  const playerId = await findTokenPlayer(token);
  if (!playerId) throw new AppError(404, 'NOT_FOUND');
  const tournamentIds = (await findPlayerTournaments(playerId)).slice(-PLAYER_FEED_TOURNAMENTS);
  const matches: FeedMatch[] = [];
  for (const tournamentId of tournamentIds) {
    const tournament = await tournamentDetail(undefined, tournamentId).catch(() => null);
    if (!tournament) continue;
    const plays = (side: FeedMatch['match']['team1']) => side?.players.some((player) => player.id === playerId) ?? false;
    matches.push(...scheduledMatches(tournament, tournament.draw).filter(({ match }) => plays(match.team1) || plays(match.team2)));
  }
  return calendarFeed('Padel League: my matches', matches);
}
