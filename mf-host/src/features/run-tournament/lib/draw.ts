import { type Draw, type DrawResponse, type Match } from '@padel/contracts';

export const DRAW_EXPLANATION = 'Entries close and the bracket is drawn at random.';
export const REDO_EXPLANATION = 'The bracket is taken back and drawn again at random. No match has started yet.';

/** "Draw 6 teams?" (the confirmed entries take part). */
export function drawQuestion(confirmed: number): string {
  return `Draw ${confirmed} ${confirmed === 1 ? 'team' : 'teams'}?`;
}

/** The success toast: the server's message, and how many pending entries missed the draw. */
export function drawDoneText({ message, missed_entries: missed }: DrawResponse): string {
  if (missed === 0) return message;
  return `${message}. ${missed} ${missed === 1 ? 'entry' : 'entries'} still awaiting a partner missed the draw.`;
}

/** Every match of the draw, first round first. */
export const matchesOf = (draw: Draw): Match[] => draw.rounds.flatMap((round) => round.matches);

/** The draw may be redone only while no match has started. */
export const anyMatchStarted = (draw: Draw): boolean => matchesOf(draw).some((match) => match.status !== 'scheduled');

/** A match the organizer can score or correct: both teams are known. */
export const hasBothTeams = (match: Match): boolean => match.team1 !== null && match.team2 !== null;
