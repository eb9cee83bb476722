import { randomUUID } from 'node:crypto';
import type { Match, PlayerRanking, RankingEntry } from '@padel/contracts';
import { api, eventually } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl } from '../src/public-helpers';
import { confirmedEntry, dayComes, leagueDay, member, newPlayer, teamOf, type Member } from '../src/tournament-helpers';

interface DetailView {
  draw: { rounds: { matches: Match[] }[] } | null;
}

type Tier = { category: 'gold' | 'silver' | 'bronze'; level: 'C' | 'D' };

const rankingOf = (playerId: string) => api<PlayerRanking>(`/rankings/players/${encodeURIComponent(playerId)}`);

/** The arrow's spoken name, as the cards say it. */
function movementName({ movement, change }: Pick<RankingEntry, 'movement' | 'change'>): string {
  const places = (n: number) => `${n} place${n === 1 ? '' : 's'}`;
  if (movement === 'up') return `Up ${places(change)} since the previous ranking`;
  if (movement === 'down') return `Down ${places(-change)} since the previous ranking`;
  if (movement === 'same') return 'No change since the previous ranking';
  return 'New in the ranking';
}

/** The dialog's line on the change since the previous edition, as it reads for `ranking`. */
function changeSincePrevious({ player, previous_points }: PlayerRanking): RegExp {
  const gained = player.points - (previous_points ?? 0);
  const moved =
    player.change > 0
      ? `Up ${player.change} places?`
      : player.change < 0
        ? `Down ${-player.change} places?`
        : gained
          ? 'Same place'
          : 'No change';
  const points = gained ? ` and [+\u2212-]${Math.abs(gained)} points` : '';
  return new RegExp(`^${moved}${points} since the previous ranking`);
}

/** Noura's two-team tournament of `tier`, on its first day, drawn, its final won 6-3 6-4 (level D: one set, 6-3) by `champions` over `runnersUp`. */
async function playTournament(
  organizer: Member,
  title: string,
  tier: Tier,
  [champion, championPartner]: [Member, Member],
  [runnerUp, runnerUpPartner]: [Member, Member],
): Promise<void> {
  // Entered the day before, played on its first day (today): scoring opens then (decision 203).
  const day = leagueDay(1);
  const {
    tournament: { id: tournamentId },
  } = await api<{ tournament: { id: string } }>('/tournaments', {
    token: organizer.token,
    method: 'POST',
    body: { title, ...tier, start_date: day, end_date: day, city: 'Abu Dhabi' },
  });
  const champions = await teamOf(champion, championPartner);
  await confirmedEntry(tournamentId, champions, champion, championPartner, tier);
  await confirmedEntry(tournamentId, await teamOf(runnerUp, runnerUpPartner), runnerUpPartner, runnerUp, tier);
  await dayComes(tournamentId, leagueDay(0));
  await api(`/tournaments/${encodeURIComponent(tournamentId)}/draw`, { token: organizer.token, method: 'POST' });
  const detail = await api<DetailView>(`/tournaments/${encodeURIComponent(tournamentId)}`);
  const final = detail.draw?.rounds[0]?.matches[0];
  if (!final) throw new Error('no final in the draw');
  const winner = final.team1?.team_id === champions ? 'team1' : 'team2';
  const games = (won: number, lost: number) => (winner === 'team1' ? { team1: won, team2: lost } : { team1: lost, team2: won });
  await api(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${final.id}/score`, {
    token: organizer.token,
    method: 'PUT',
    body: {
      outcome: 'completed',
      sets: (tier.level === 'C' ? [games(6, 3), games(6, 4)] : [games(6, 3)]).map((set) => ({ ...set, tiebreak: null })),
      version: final.version,
    },
  });
}

/** The player's ranking in the edition published for the tournament `title`, read while it is the current one. */
const rankingAfter = (playerId: string, title: string) =>
  eventually(async () => {
    const ranking = await rankingOf(playerId);
    return ranking.edition?.tournament?.title === title ? ranking : undefined;
  }, `the edition published for ${title}`);

/**
 * The ranking comes from results (issue 10): a new player, ranked by a first Bronze D title, wins a Gold level C
 * tournament with the same partner; the edition after it gives her exactly the Gold winner's 400 points more and a
 * position no worse than in the edition before, and Rankings, the home page's Top Players and her dialog show and
 * explain the current edition. The players are new so that no other test (nor the events service tests publish on the
 * shared broker, which the stack consumes too) moves their points; other players' points may move meanwhile, so what
 * the pages show is compared with the edition current when they are read.
 */
describe('The ranking after a tournament is completed', () => {
  const run = randomUUID().slice(0, 6);
  const title = `Gulf Ranking Cup ${(9e12 - Date.now()).toString(36)}`;
  const championName = `Ranking Champion ${run}`;
  let champion: Member;
  let before: PlayerRanking;
  let after: PlayerRanking;
  let visitor: BrowserSession;

  beforeAll(async () => {
    const noura = await member('noura@padel.local');
    champion = await newPlayer('ranking-champion', championName);
    const [partner, rival1, rival2] = await Promise.all(
      ['partner', 'rival-1', 'rival-2'].map((who) => newPlayer(`ranking-${who}`, `Ranking ${who} ${run}`)),
    );
    const warmUp = `Gulf Warm-up Cup ${run}`;
    await playTournament(noura, warmUp, { category: 'bronze', level: 'D' }, [champion, partner!], [rival1!, rival2!]);
    before = await rankingAfter(champion.id, warmUp);
    await playTournament(noura, title, { category: 'gold', level: 'C' }, [champion, partner!], [rival1!, rival2!]);
    after = await rankingAfter(champion.id, title);
    visitor = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await visitor?.close();
  });

  test('when the new edition is published, then the champion has exactly the Gold winner’s points more and a position no worse than before', () => {
    expect(before.player.points).toBe(50);
    expect(after.edition).toMatchObject({ reason: 'tournament-completed', tournament: { title } });
    expect(after.counting.find((result) => result.tournament_title === title)).toMatchObject({
      tier: 'gold',
      level: 'C',
      reached: 'winner',
      points: 400,
    });
    expect(after.player.points).toBe(before.player.points + 400);
    expect(after.counting.reduce((sum, result) => sum + result.points, 0)).toBe(after.player.points);
    expect(after.previous_points).toBe(before.player.points);
    expect(after.player.ranking).not.toBeNull();
    expect(after.player.previous_ranking).not.toBeNull();
    expect(after.player.ranking!).toBeLessThanOrEqual(after.player.previous_ranking!);
    expect(after.player.change).toBe(after.player.previous_ranking! - after.player.ranking!);
    expect(after.player.movement).toBe(after.player.change > 0 ? 'up' : 'same');
  });

  /**
   * Reloads `path` until what `shown` reads there agrees with the champion's line in the current edition (other
   * players' editions may follow the tournament's), then returns that line.
   */
  async function shownAsCurrent(path: string, shown: (current: PlayerRanking) => Promise<boolean>): Promise<PlayerRanking> {
    const page = visitor.page;
    return eventually(async () => {
      const current = await rankingOf(champion.id);
      await page.goto(`${baseUrl}${path}`);
      const agrees = await shown(current);
      const still = await rankingOf(champion.id);
      return agrees && still.edition?.number === current.edition?.number ? current : undefined;
    }, `${path} to show the current edition`);
  }

  test('when a visitor searches Rankings for her, then her card shows the current edition’s position and arrow', async () => {
    const page = visitor.page;
    const card = page.getByTestId('player-card').filter({ has: page.getByRole('heading', { name: championName }) });

    const current = await shownAsCurrent(`/rankings?q=${encodeURIComponent(championName)}`, async (edition) => {
      await card.waitFor();
      const arrow = card.getByRole('img', { name: movementName(edition.player) });
      return (await card.innerText()).includes(`#${edition.player.ranking}`) && (await arrow.count()) === 1;
    });

    expect(current.player.points).toBe(after.player.points);
  });

  test('when the visitor opens the home page, then Top Players is the current edition’s first five', async () => {
    const page = visitor.page;
    const top = page.getByRole('list', { name: 'Top players' });

    const first = await eventually(async () => {
      const expected = await api<{ players: RankingEntry[] }>('/rankings?limit=5');
      await page.goto(`${baseUrl}/`);
      await top.getByTestId('player-card').first().waitFor();
      const names = (await top.getByTestId('player-card').getByRole('heading').allInnerTexts()).map((name) => name.trim());
      return names.join('\n') === expected.players.map((player) => player.full_name).join('\n') ? expected : undefined;
    }, 'Top Players to show the first five of the current edition');

    expect(first.players).toHaveLength(5);
  });

  test('when the visitor opens her dialog by its link, then it explains her points with the tournament and the change', async () => {
    const page = visitor.page;
    const dialog = page.getByRole('dialog', { name: championName });

    await shownAsCurrent(`/rankings?player=${encodeURIComponent(champion.id)}`, async (current) => {
      await dialog.getByRole('heading', { name: 'How these points were earned' }).waitFor();
      const change = dialog.getByText(changeSincePrevious(current));
      const total = dialog.getByText(`${current.player.points.toLocaleString('en-US')} points`).first();
      await total.waitFor();
      return (await change.count()) === 1;
    });

    const row = dialog.getByRole('row').filter({ hasText: title });
    expect(await row.innerText()).toMatch(/Winner[\s\S]*400/);
  });

  test('then the pages logged no error', () => {
    expect(visitor.pageErrors).toEqual([]);
  });
});
