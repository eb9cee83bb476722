import type { Draw, Match } from '@padel/contracts';

/** One court's matches on one day, by start time, with the match on court now and the next one to start. */
export interface CourtDay {
  court: string;
  matches: Match[];
  now: Match | null;
  next: Match | null;
}

export interface PlayDay {
  /** The league day's key (YYYY-MM-DD in the league's time zone). */
  day: string;
  /** The first start of the day, for its heading. */
  firstStart: string;
  courts: CourtDay[];
}

const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' });
const courtOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/**
 * The order of play of a draw: the matches with a court and a start time, by league day, then by court (in numeric
 * order), then by time. On each court the live match is "now on court" and the first match still to start "next".
 */
export function orderOfPlay(draw: Draw): { days: PlayDay[]; unscheduled: number } {
  const matches = draw.rounds.flatMap((round) => round.matches);
  const placed = matches
    .filter((match): match is Match & { court: string; starts_at: string } => match.court !== null && match.starts_at !== null)
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at) || courtOrder(a.court, b.court));
  const days = new Map<string, Map<string, Match[]>>();
  for (const match of placed) {
    const day = dayKey.format(new Date(match.starts_at));
    const courts = days.get(day) ?? new Map<string, Match[]>();
    courts.set(match.court, [...(courts.get(match.court) ?? []), match]);
    days.set(day, courts);
  }
  return {
    unscheduled: matches.length - placed.length,
    days: [...days.entries()].map(([day, courts]) => ({
      day,
      firstStart: [...courts.values()].flat()[0]?.starts_at ?? '',
      courts: [...courts.entries()]
        .sort(([a], [b]) => courtOrder(a, b))
        .map(([court, list]) => ({
          court,
          matches: list,
          now: list.find((match) => match.status === 'live') ?? null,
          next: list.find((match) => match.status === 'scheduled') ?? null,
        })),
    })),
  };
}
