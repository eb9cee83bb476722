import { randomUUID } from 'node:crypto';
import type { Match, PlayerRanking, RankingEntry } from '@padel/contracts';
import { api, eventually } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl } from '../src/public-helpers';
import { confirmedEntry, leagueDay, member, newPlayer, teamOf, type Member } from '../src/tournament-helpers';

interface DetailView {
  draw: { rounds: { matches: Match[] }[] } | null;
}

const rankingOf = (playerId: string) => api<PlayerRanking>(`/rankings/players/${encodeURIComponent(playerId)}`);

/**
 * The player's ranking once the demo season is in it: the demo gives Layla eight results of the last 52 weeks (six
 * counting, decision 091), which reach the players service as events just after start-up; then no edition for 2 s.
 */
async function settledRankingOf(playerId: string): Promise<PlayerRanking> {
  let last = await rankingOf(playerId);
  let stableSince = Date.now();
  return eventually(
    async () => {
      const current = await rankingOf(playerId);
      if (current.edition?.number !== last.edition?.number) {
        last = current;
        stableSince = Date.now();
      }
      const seasonIn = current.counting.length >= 6;
      return seasonIn && Date.now() - stableSince >= 2000 ? current : undefined;
    },
    'the demo season in the ranking',
    90_000,
  );
}

/** The arrow's spoken name, as the cards say it. */
function movementName({ movement, change }: Pick<RankingEntry, 'movement' | 'change'>): string {
  const places = (n: number) => `${n} place${n === 1 ? '' : 's'}`;
  if (movement === 'up') return `Up ${places(change)} since the previous ranking`;
  if (movement === 'down') return `Down ${places(-change)} since the previous ranking`;
  if (movement === 'same') return 'No change since the previous ranking';
  return 'New in the ranking';
}

/**
 * The ranking comes from results (issue 10): Layla Farouk, a ranked demo player, wins a Gold level C tournament with a
 * new partner against two new players, so she is the only ranked player whose points move: the new edition gives her
 * the points and a position no worse than before, and Rankings, the home page's Top Players and her dialog show and
 * explain exactly that edition.
 */
describe('The ranking after a tournament is completed', () => {
  const title = `Gulf Ranking Cup ${(9e12 - Date.now()).toString(36)}`;
  let layla: Member;
  let before: PlayerRanking;
  let after: PlayerRanking;
  let visitor: BrowserSession;

  beforeAll(async () => {
    const noura = await member('noura@padel.local');
    layla = await member('layla@padel.local');
    const run = randomUUID().slice(0, 6);
    const [partner, rival1, rival2] = await Promise.all(
      ['partner', 'rival-1', 'rival-2'].map((who) => newPlayer(`ranking-${who}`, `Ranking ${who} ${run}`)),
    );
    before = await settledRankingOf(layla.id);
    const day = leagueDay(7);
    const {
      tournament: { id: tournamentId },
    } = await api<{ tournament: { id: string } }>('/tournaments', {
      token: noura.token,
      method: 'POST',
      body: { title, category: 'gold', level: 'C', start_date: day, end_date: day, city: 'Abu Dhabi' },
    });
    const champions = await teamOf(layla, partner!);
    const runnersUp = await teamOf(rival1!, rival2!);
    await confirmedEntry(tournamentId, champions, layla, partner!, { category: 'gold', level: 'C' });
    await confirmedEntry(tournamentId, runnersUp, rival2!, rival1!, { category: 'gold', level: 'C' });
    await api(`/tournaments/${encodeURIComponent(tournamentId)}/draw`, { token: noura.token, method: 'POST' });
    const detail = await api<DetailView>(`/tournaments/${encodeURIComponent(tournamentId)}`);
    const final = detail.draw?.rounds[0]?.matches[0];
    if (!final) throw new Error('no final in the draw');
    const winner = final.team1?.team_id === champions ? 'team1' : 'team2';
    const games = (won: number, lost: number) => (winner === 'team1' ? { team1: won, team2: lost } : { team1: lost, team2: won });
    await api(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${final.id}/score`, {
      token: noura.token,
      method: 'PUT',
      body: { outcome: 'completed', sets: [games(6, 3), games(6, 4)].map((set) => ({ ...set, tiebreak: null })), version: final.version },
    });
    after = await eventually(async () => {
      const ranking = await rankingOf(layla.id);
      return (ranking.edition?.number ?? 0) > (before.edition?.number ?? 0) &&
        ranking.counting.some((result) => result.tournament_title === title)
        ? ranking
        : undefined;
    }, 'the edition after the tournament');
    visitor = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await visitor?.close();
  });

  test('when the new edition is published, then the champion has the Gold winner’s points and a position no worse than before', () => {
    expect(after.edition).toMatchObject({ reason: 'tournament-completed', tournament: { title } });
    expect(after.counting.find((result) => result.tournament_title === title)).toMatchObject({
      tier: 'gold',
      level: 'C',
      reached: 'winner',
      points: 400,
    });
    expect(after.player.points).toBeGreaterThan(before.player.points);
    expect(after.player.ranking).toBeLessThanOrEqual(before.player.ranking ?? Number.MAX_SAFE_INTEGER);
    expect(after.player.previous_ranking).toBe(before.player.ranking);
    expect(after.player.change).toBe((before.player.ranking ?? 0) - (after.player.ranking ?? 0));
    expect(after.player.movement).toBe(after.player.change > 0 ? 'up' : 'same');
  });

  test('when a visitor opens Rankings, then Layla’s card shows the new edition’s position and arrow', async () => {
    const page = visitor.page;
    await page.goto(`${baseUrl}/rankings`);
    const card = page.getByTestId('player-card').filter({ has: page.getByRole('heading', { name: 'Layla Farouk' }) });

    await card.waitFor();

    expect(await card.innerText()).toContain(`#${after.player.ranking}`);
    await card.getByRole('img', { name: movementName(after.player) }).waitFor();
  });

  test('when the visitor opens the home page, then Top Players is the new edition’s first five, with Layla and her arrow when she is among them', async () => {
    const page = visitor.page;
    await page.goto(`${baseUrl}/`);
    const top = page.getByRole('list', { name: 'Top players' });
    const first = await api<{ players: RankingEntry[] }>('/rankings?limit=5');
    await top.getByTestId('player-card').first().waitFor();

    const names = (await top.getByTestId('player-card').getByRole('heading').allInnerTexts()).map((name) => name.trim());

    expect(names).toEqual(first.players.map((player) => player.full_name));
    if ((after.player.ranking ?? 99) <= 5) {
      const card = top.getByTestId('player-card').filter({ has: page.getByRole('heading', { name: 'Layla Farouk' }) });
      expect(await card.innerText()).toContain(`#${after.player.ranking}`);
      await card.getByRole('img', { name: movementName(after.player) }).waitFor();
    }
  });

  test('when the visitor opens her dialog by its link, then it explains the new points with the tournament and the change', async () => {
    const page = visitor.page;
    await page.goto(`${baseUrl}/rankings?player=${encodeURIComponent(layla.id)}`);
    const dialog = page.getByRole('dialog', { name: 'Layla Farouk' });

    await dialog.getByRole('heading', { name: 'How these points were earned' }).waitFor();

    const row = dialog.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Winner[\s\S]*400/);
    const gained = after.player.points - before.player.points;
    const moved = after.player.change > 0 ? `Up ${after.player.change} places?` : 'Same place';
    await dialog.getByText(new RegExp(`^${moved} and \\+${gained} points since the previous ranking`)).waitFor();
    await dialog
      .getByText(`${after.player.points.toLocaleString('en-US')} points`)
      .first()
      .waitFor();
  });

  test('then the pages logged no error', () => {
    expect(visitor.pageErrors).toEqual([]);
  });
});
