import type { Match, MatchSchedule, MatchSlot } from '@padel/contracts';
import { AppError } from '@padel/service-kit';

/** Where and when one match is played, as planned. */
export interface Placement {
  court: string | null;
  starts_at: string | null;
}

/** A court as the messages name it ("Court {court}"): its number, or its name, without a leading "Court" (decision 195). */
const courtLabel = (court: string): string => court.trim().replace(/^court\s+/i, '');
const courtKey = (court: string): string => courtLabel(court).toLocaleLowerCase('en');
const instantOf = (startsAt: string): number => new Date(startsAt).getTime();

/** A match's placement after a PATCH-style change (a field left out stays). */
export function placementAfter(match: Pick<Match, 'court' | 'starts_at'>, change: MatchSchedule | MatchSlot): Placement {
  return {
    court: change.court === undefined ? match.court : change.court,
    starts_at: change.starts_at === undefined ? match.starts_at : change.starts_at,
  };
}

/**
 * Refuses (409) an order of play where, at one start time, a court holds two matches (COURT_DOUBLE_BOOKED) or a known
 * team plays two (TEAM_DOUBLE_BOOKED). `planned` holds the new placements; every other match keeps its own. Only
 * conflicts that involve a changed match are refused, so an older clash never blocks an unrelated change. A slot is
 * its exact start instant: the organizer's grid is courts × start times.
 */
export function assertNoDoubleBooking(matches: Iterable<Match>, planned: ReadonlyMap<string, Placement>): void {
  const byInstant = new Map<number, Array<{ match: Match; placement: Placement }>>();
  for (const match of matches) {
    const placement = planned.get(match.id) ?? match;
    if (!placement.starts_at) continue;
    const instant = instantOf(placement.starts_at);
    byInstant.set(instant, [...(byInstant.get(instant) ?? []), { match, placement }]);
  }
  for (const together of byInstant.values()) {
    if (!together.some(({ match }) => planned.has(match.id))) continue;
    const courts = new Set<string>();
    const teams = new Set<string>();
    for (const { match, placement } of together) {
      if (placement.court) {
        if (courts.has(courtKey(placement.court)))
          throw new AppError(409, 'COURT_DOUBLE_BOOKED', { params: { court: courtLabel(placement.court) } });
        courts.add(courtKey(placement.court));
      }
      for (const team of [match.team1, match.team2]) {
        if (!team) continue;
        if (teams.has(team.team_id)) throw new AppError(409, 'TEAM_DOUBLE_BOOKED', { params: { team: team.name } });
        teams.add(team.team_id);
      }
    }
  }
}
