import { type Draw, type Match } from '@padel/contracts';
import type { Translate } from '../../../i18n';

/** The success toast: the server's message (in the reader's language), and how many pending entries missed the draw. */
export function drawDoneText(t: Translate, message: string, missed: number): string {
  return missed === 0 ? message : t('draw.done.missed', { message, missed });
}

/** Every match of the draw, first round first. */
export const matchesOf = (draw: Draw): Match[] => draw.rounds.flatMap((round) => round.matches);

/** The draw may be redone only while no match has started. */
export const anyMatchStarted = (draw: Draw): boolean => matchesOf(draw).some((match) => match.status !== 'scheduled');

/** A match the organizer can score or correct: both teams are known. */
export const hasBothTeams = (match: Match): boolean => match.team1 !== null && match.team2 !== null;
