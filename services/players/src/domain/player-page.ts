import {
  PLAYER_HISTORY_POINTS,
  rankingPoints,
  type HeadToHead,
  type HeadToHeadMatch,
  type PlayerOverview,
  type PlayerOverviewQuery,
  type PlayerHistoryPoint,
  type PlayerPartner,
  type PlayerRef,
  type PlayerTournamentResult,
  type RankingEntry,
} from '@padel/contracts';
import { AppError } from '@padel/service-kit';
import { findPlayerHistory } from '../data-access/player-history-repository';
import { findLatestResults, type PlayerMatchResult, type PlayerPlacement } from '../data-access/player-results-repository';
import { findProfile, type ProfileRecord } from '../data-access/profile-repository';
import { rankingEntry } from './ranking/ranking-view';
import { standingOf } from './ranking/standing';

/** Matches a head-to-head lists at most (two players rarely meet more often in a few seasons). */
const HEAD_TO_HEAD_MATCHES = 100;

interface PlayerData {
  entry: RankingEntry;
  profile: ProfileRecord;
  matches: PlayerMatchResult[];
  placements: PlayerPlacement[];
}

/** A registered player's card (from the ranking in memory), profile and results, each found by `_id`; 404 otherwise. */
async function playerData(playerId: string): Promise<PlayerData> {
  const entry = rankingEntry(playerId);
  const profile = entry ? await findProfile(playerId) : undefined;
  if (!entry || !profile) throw new AppError(404, 'PLAYER_NOT_FOUND');
  const results = await findLatestResults(playerId, profile.results_version ?? 0);
  return { entry, profile, matches: results?.matches ?? [], placements: results?.placements ?? [] };
}

/** Another player by id, named as the ranking names them now (null for someone no longer listed). */
const refOf = (playerId: string, fallbackName: string | null = null): PlayerRef => ({
  id: playerId,
  full_name: rankingEntry(playerId)?.full_name ?? fallbackName,
});

const latestFirst = (a: PlayerPlacement, b: PlayerPlacement) =>
  b.completed_at.getTime() - a.completed_at.getTime() || a.tournament_id.localeCompare(b.tournament_id);

function resultOf(placement: PlayerPlacement, matches: readonly PlayerMatchResult[]): PlayerTournamentResult {
  const played = matches.filter((match) => match.tournament_id === placement.tournament_id);
  return {
    tournament_id: placement.tournament_id,
    tournament_title: placement.tournament_title,
    tier: placement.tier,
    level: placement.level,
    reached: placement.reached,
    points: rankingPoints(placement.tier, placement.level, placement.reached),
    completed_at: placement.completed_at.toISOString(),
    wins: played.filter((match) => match.won).length,
    losses: played.filter((match) => !match.won && match.outcome !== 'walkover').length,
    partner: placement.partner_id ? refOf(placement.partner_id) : null,
  };
}

/** Partners from confirmed teams and from completed tournaments, most tournaments together first. */
function partnersOf(profile: ProfileRecord, placements: readonly PlayerPlacement[]): PlayerPartner[] {
  const partners = new Map<string, PlayerPartner>();
  for (const team of profile.partners ?? []) {
    if (!partners.has(team.partnerId)) partners.set(team.partnerId, { ...refOf(team.partnerId, team.partnerName), tournaments: 0 });
  }
  for (const placement of placements) {
    if (!placement.partner_id || placement.partner_id === profile._id) continue;
    const known = partners.get(placement.partner_id) ?? { ...refOf(placement.partner_id), tournaments: 0 };
    partners.set(placement.partner_id, { ...known, tournaments: known.tournaments + 1 });
  }
  return [...partners.values()].sort(
    (a, b) => b.tournaments - a.tournaments || (a.full_name ?? '').localeCompare(b.full_name ?? '', 'en') || a.id.localeCompare(b.id),
  );
}

/**
 * For a player whose editions were published before the history was recorded: their points after each of their
 * results, as the ranking counts them at that date (positions are not known).
 */
function derivedHistory(placements: readonly PlayerPlacement[]): PlayerHistoryPoint[] {
  return [...placements]
    .sort((a, b) => a.completed_at.getTime() - b.completed_at.getTime())
    .map((placement) => ({
      edition: null,
      published_at: placement.completed_at.toISOString(),
      position: null,
      points: standingOf(
        placements.filter((earlier) => earlier.completed_at.getTime() <= placement.completed_at.getTime()),
        placement.completed_at,
      ).points,
      tournament: { id: placement.tournament_id, title: placement.tournament_title },
    }));
}

/**
 * The public player page (decision 197): the card from the ranking in memory, the history, profile and results each
 * one document found by `_id`, so its cost does not grow with the league.
 */
export async function playerOverview(playerId: string, query: PlayerOverviewQuery): Promise<PlayerOverview> {
  const [{ entry, profile, matches, placements }, history] = await Promise.all([playerData(playerId), findPlayerHistory(playerId)]);
  const completed = [...placements].sort(latestFirst);
  const start = (query.page - 1) * query.limit;
  const recorded = history.map((point) => ({
    edition: point.edition,
    published_at: point.published_at.toISOString(),
    position: point.position ?? null,
    points: point.points,
    tournament: point.tournament ? { id: point.tournament.id, title: point.tournament.title } : null,
  }));
  return {
    player: entry,
    history: (recorded.length > 0 ? recorded : derivedHistory(placements)).slice(-PLAYER_HISTORY_POINTS),
    results: {
      items: completed.slice(start, start + query.limit).map((placement) => resultOf(placement, matches)),
      page: query.page,
      limit: query.limit,
      total: completed.length,
    },
    partners: partnersOf(profile, placements),
  };
}

/**
 * Two players' matches against each other, from the first one's side: the matches both have a result of, where one
 * team won and the other lost (on the same team both results agree).
 */
export async function headToHead(playerId: string, otherId: string): Promise<HeadToHead> {
  if (playerId === otherId) throw new AppError(400, 'INVALID_VALUE', { params: { field: 'otherId' } });
  const [player, other] = await Promise.all([playerData(playerId), playerData(otherId)]);
  const others = new Map(other.matches.map((match) => [`${match.tournament_id}\n${match.match_id}`, match]));
  const placements = new Map([...player.placements, ...other.placements].map((placement) => [placement.tournament_id, placement]));
  const against: HeadToHeadMatch[] = [];
  let together = 0;
  for (const match of player.matches) {
    const theirs = others.get(`${match.tournament_id}\n${match.match_id}`);
    if (!theirs) continue;
    if (theirs.won === match.won) {
      together += 1;
      continue;
    }
    against.push({
      tournament_id: match.tournament_id,
      tournament_title: placements.get(match.tournament_id)?.tournament_title ?? '',
      match_id: match.match_id,
      won: match.won,
      outcome: match.outcome,
    });
  }
  const completedAt = (tournamentId: string) => placements.get(tournamentId)?.completed_at.getTime() ?? Number.MAX_SAFE_INTEGER;
  against.sort((a, b) => completedAt(b.tournament_id) - completedAt(a.tournament_id) || a.match_id.localeCompare(b.match_id));
  return {
    player: player.entry,
    opponent: other.entry,
    wins: against.filter((match) => match.won).length,
    losses: against.filter((match) => !match.won).length,
    together,
    matches: against.slice(0, HEAD_TO_HEAD_MATCHES),
  };
}
