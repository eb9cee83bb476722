import type { Level, Match, MatchScore, MatchSide, SetScore } from '@padel/contracts';

/**
 * The score after one more point, worked out on the device for points not sent yet (the server counts them again
 * when they arrive and its score is the one kept). The league's rules, as the tournaments service plays them
 * (decision 055): games with deuce and advantage, sets of 6 games with 2 clear or 7-5, a tie-break to 7 with 2 clear
 * at 6-6; level D plays one set, level C best of three.
 */
type Pair = { team1: number; team2: number };

const LABELS = ['0', '15', '30', '40'];

function leader(score: Pair, target: number, lead: number): MatchSide | null {
  if (score.team1 >= target && score.team1 - score.team2 >= lead) return 'team1';
  if (score.team2 >= target && score.team2 - score.team1 >= lead) return 'team2';
  return null;
}

function setWinner(set: Pair): MatchSide | null {
  const wins = (games: number, against: number) => (games === 6 && against <= 4) || (games === 7 && (against === 5 || against === 6));
  if (wins(set.team1, set.team2)) return 'team1';
  if (wins(set.team2, set.team1)) return 'team2';
  return null;
}

/** The points of the game in progress from its labels ('40'/'Adv'/'' after deuce count as 3/4/3). */
function gamePoints(game: MatchScore['game']): Pair {
  if (!game) return { team1: 0, team2: 0 };
  if (game.tiebreak) return { team1: Number(game.team1) || 0, team2: Number(game.team2) || 0 };
  const of = (label: string, against: string) =>
    label === 'Adv' ? 4 : label === '' && against === 'Adv' ? 3 : Math.max(0, LABELS.indexOf(label));
  return { team1: of(game.team1, game.team2), team2: of(game.team2, game.team1) };
}

function label(points: number, against: number): string {
  if (points >= 3 && against >= 3) return points === against ? '40' : points > against ? 'Adv' : '';
  return LABELS[Math.min(points, 3)] ?? '40';
}

/** The score with `side` winning the next point, and the match's winner if that point decides it. */
export function scoreAfterPoint(score: MatchScore, side: MatchSide, level: Level): { score: MatchScore; winner: MatchSide | null } {
  const setsToWin = level === 'C' ? 2 : 1;
  const finished = score.game ? score.sets.slice(0, -1) : score.sets;
  const current = score.game ? (score.sets.at(-1) ?? { team1: 0, team2: 0 }) : { team1: 0, team2: 0 };
  let games: Pair = { team1: current.team1, team2: current.team2 };
  const tiebreak = games.team1 === 6 && games.team2 === 6;
  let game = gamePoints(score.game);
  game = { ...game, [side]: game[side] + 1 };
  // A deuce game's points come back to 3-3 from 4-4, so labels stay right however long it lasts.
  if (!tiebreak && game.team1 >= 4 && game.team2 >= 4) game = { team1: game.team1 - 1, team2: game.team2 - 1 };
  const gameWon = tiebreak ? leader(game, 7, 2) : leader(game, 4, 2);
  const sets: SetScore[] = [...finished];
  if (gameWon) {
    games = { ...games, [gameWon]: games[gameWon] + 1 };
    if (setWinner(games)) {
      sets.push({ ...games, tiebreak: tiebreak ? game : null });
      const won = { team1: 0, team2: 0 };
      for (const set of sets) {
        const winner = setWinner(set);
        if (winner) won[winner] += 1;
      }
      const winner = leader(won, setsToWin, 1);
      if (winner) return { score: { sets, game: null }, winner };
      games = { team1: 0, team2: 0 };
    }
    game = { team1: 0, team2: 0 };
  }
  const nowTiebreak = games.team1 === 6 && games.team2 === 6;
  sets.push({ ...games, tiebreak: nowTiebreak ? game : null });
  const shown = nowTiebreak
    ? { team1: String(game.team1), team2: String(game.team2), tiebreak: true }
    : { team1: label(game.team1, game.team2), team2: label(game.team2, game.team1), tiebreak: false };
  return { score: { sets, game: shown }, winner: null };
}

/** The match as the scorer should see it: the server's match with the points not sent yet played on top. */
export function withPendingPoints(match: Match, pending: readonly MatchSide[], level: Level): Match {
  let shown = match;
  for (const side of pending) {
    if (shown.winner) break;
    const { score, winner } = scoreAfterPoint(shown.score, side, level);
    shown = { ...shown, score, winner, status: winner ? 'completed' : 'live', version: shown.version + 1 };
  }
  return shown;
}
