import { useCallback } from 'react';
import { useSharedT } from '@padel/ui-kit';
import {
  FINISHED_MATCH_STATUSES,
  formatLeagueDay,
  type BracketTeam,
  type Draw,
  type GameScore,
  type Match,
  type MatchSide,
  type Round,
  type TournamentDetail,
} from '@padel/contracts';
import { MATCH_START_FORMAT, useDates } from '@padel/platform';

export const MATCH_SIDES: readonly MatchSide[] = ['team1', 'team2'];

/** Completed, walkover or retired: the match has its winner. */
export const isFinished = (match: Match): boolean => FINISHED_MATCH_STATUSES.includes(match.status);

/** Every match of the draw, first round first. */
export const matchesOf = (draw: Draw): Match[] => draw.rounds.flatMap((round) => round.matches);

/** The matches being played now. */
export const liveMatchesOf = (draw: Draw): Match[] => matchesOf(draw).filter((match) => match.status === 'live');

/** The final's winner once it is finished, else null. */
export function championOf(draw: Draw): BracketTeam | null {
  const final = draw.rounds.at(-1)?.matches.find((match) => match.next_match_id === null);
  if (!final || !final.winner || !isFinished(final)) return null;
  return final[final.winner];
}

/** The round being played: the earliest with an unfinished match (null once the final is over). */
export function currentRoundOf(draw: Draw): Round | null {
  return draw.rounds.find((round) => round.matches.some((match) => !isFinished(match)))?.round ?? null;
}

/** "Drawn on April 1, 2099 by Noura Al Mansouri" (the day in the league's calendar). English: see `useDrawnNote()`. */
export function drawnNote(draw: Pick<Draw, 'drawn_at' | 'drawn_by'>): string {
  return `Drawn on ${formatLeagueDay(draw.drawn_at)} by ${draw.drawn_by.name}`;
}

/** `drawnNote` in the reader's language: «أجرى Noura Al Mansouri القرعة في 1 أبريل 2099». */
export function useDrawnNote(): (draw: Pick<Draw, 'drawn_at' | 'drawn_by'>) => string {
  const t = useSharedT();
  const { leagueDay } = useDates();
  return useCallback((draw) => t('bracket.drawnNote', { day: leagueDay(draw.drawn_at), name: draw.drawn_by.name }), [t, leagueDay]);
}

/** Made on first use, like the league day's formatter (a time zone's formatter is slow to make on a phone). */
let startFormat: Intl.DateTimeFormat | undefined;

/** A match's start in the league's time zone: "Apr 10, 14:30" (English: screens use `useDates().matchStart`). */
export const formatMatchStart = (startsAt: string): string => {
  startFormat ??= new Intl.DateTimeFormat('en-US', MATCH_START_FORMAT);
  return startFormat.format(new Date(startsAt));
};

/**
 * What follows from the draw: its champion, and the tournament's display status and current round as the server
 * computes them (Live from the first started match, Completed once the final is finished), so a live event shows
 * them at once.
 */
function withDerived(detail: TournamentDetail, draw: Draw): TournamentDetail {
  const champion = championOf(draw);
  const started = matchesOf(draw).some((match) => match.status !== 'scheduled');
  let status = detail.status;
  if (champion) status = 'Completed';
  else if (started || status === 'Completed') status = 'Live';
  const currentRound = status === 'Live' ? currentRoundOf(draw) : status === 'Completed' ? null : detail.currentRound;
  return { ...detail, status, currentRound, draw: { ...draw, champion } };
}

const replaceMatch = (draw: Draw, match: Match): Draw => ({
  ...draw,
  rounds: draw.rounds.map((round) => ({
    ...round,
    matches: round.matches.map((cached) => (cached.id === match.id && cached.version <= match.version ? match : cached)),
  })),
});

/** The tournament with `match` in place of the one with its id, unless it already holds a later version of it. */
export function withMatch(detail: TournamentDetail, match: Match): TournamentDetail {
  if (!detail.draw) return detail;
  return withDerived(detail, replaceMatch(detail.draw, match));
}

/**
 * The tournament with this draw (null: taken back). The same draw (drawn at the same instant) keeps each match at its
 * later version, so a live event never undoes an answer the scorer already has, nor the other way round.
 */
export function withDraw(detail: TournamentDetail, draw: Draw | null): TournamentDetail {
  if (!draw) return { ...detail, draw: null, currentRound: null };
  const merged = detail.draw?.drawn_at === draw.drawn_at ? matchesOf(detail.draw).reduce(replaceMatch, draw) : draw;
  return withDerived(detail, merged);
}

/** The match with this id in the tournament's draw. */
export const findMatch = (detail: TournamentDetail | undefined, matchId: string): Match | undefined =>
  detail?.draw ? matchesOf(detail.draw).find((match) => match.id === matchId) : undefined;

/**
 * One side's points in the current game as a padel scoreboard shows them: advantage as "Adv" in the reader's language,
 * and 40 for the side facing it (the API sends '' for that side).
 */
export function useGamePointText(): (game: GameScore, side: MatchSide) => string {
  const t = useSharedT();
  return useCallback(
    (game, side) => {
      const points = game[side];
      if (points === 'Adv') return t('bracket.match.advantage');
      if (points !== '') return points;
      const opponent = game[side === 'team1' ? 'team2' : 'team1'];
      return !game.tiebreak && opponent === 'Adv' ? '40' : '0';
    },
    [t],
  );
}
