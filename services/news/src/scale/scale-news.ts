import { drawFrom, scaleObjectId } from '@padel/service-kit';
import type { NewsDocument } from '../data-access/news-model';
import type { NewsCategory } from '@padel/contracts';

/**
 * The news service's part of a generated league (`npm run seed:scale -- --league`): articles over the league's two
 * seasons in every category, made in memory from a seed, the same for the same input. No database: see
 * seed-scale-news.ts.
 */
export interface ScaleNewsOptions {
  articles: number;
  seed: number;
  now: Date;
  /** The first day of the first season: articles are dated from then to today. */
  since: Date;
  /** Names the articles may mention (the league's tournaments and players); generic ones without. */
  tournamentTitles?: readonly string[];
  playerNames?: readonly string[];
}

export type ScaleArticle = NewsDocument & { createdAt: Date; updatedAt: Date };

const DAY_MS = 24 * 3_600_000;
const NEWS_KIND = 5;
const CATEGORIES: ReadonlyArray<readonly [NewsCategory, number]> = [
  ['Tournaments', 35],
  ['Players', 25],
  ['League', 15],
  ['Training', 15],
  ['Community', 10],
];

const HEADLINES: Record<NewsCategory, ReadonlyArray<(tournament: string, player: string) => [string, string]>> = {
  Tournaments: [
    (t) => [`${t}: the draw is out`, `Seedings and the first round of the ${t} are set; every bracket is drawn at random.`],
    (t) => [`${t} crowns its champions`, `A final played with deuce on every point closed the ${t} after three days of play.`],
    (t) => [`Entries open for the ${t}`, `Teams can enter the ${t} now; both partners confirm to complete the entry.`],
  ],
  Players: [
    (_, p) => [`${p} climbs the ranking`, `A run to the semi-finals lifted ${p} into the top of the league's ranking.`],
    (_, p) => [`Five questions for ${p}`, `${p} talks about training, partners and the season ahead.`],
  ],
  League: [
    () => ['Ranking points: how the season counts', 'The best six results of the last 52 weeks make a player’s ranking points.'],
    () => ['New venues join the league', 'More clubs across the Gulf host Gold, Silver and Bronze events this season.'],
  ],
  Training: [
    () => ['Lob or volley? Reading the net', 'Coaches explain when to lob and when to hold the net in the league’s fast indoor courts.'],
    () => ['Staying fresh in the heat', 'Water at every change of ends and shorter warm-ups help in the summer months.'],
  ],
  Community: [
    () => ['Junior clinics fill up', 'Weekend clinics for young players are full across the league’s clubs.'],
    (_, p) => [`${p} hosts a charity evening`, `Players and fans raised funds for local courts at an evening hosted by ${p}.`],
  ],
};

/** The league's articles, newest first, the same for the same options. */
export function generateScaleNews(options: ScaleNewsOptions): ScaleArticle[] {
  const draw = drawFrom(options.seed * 7919 + 5);
  const tournaments = options.tournamentTitles?.length ? options.tournamentTitles : ['Dubai Open'];
  const players = options.playerNames?.length ? options.playerNames : ['a league player'];
  const today = Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate());
  const days = Math.max(1, Math.round((today - options.since.getTime()) / DAY_MS));
  return Array.from({ length: options.articles }, (_, index): ScaleArticle => {
    const category = draw.weighted(CATEGORIES);
    const [title, excerpt] = draw.pick(HEADLINES[category])(draw.pick(tournaments), draw.pick(players));
    // Newest first, spread evenly over the two seasons (a few a day).
    const date = new Date(today - Math.floor(((index + draw() * 0.5) / options.articles) * days) * DAY_MS);
    const published = new Date(date.getTime() + Math.floor(draw() * 12) * 3_600_000);
    return {
      _id: scaleObjectId(NEWS_KIND, index + 1),
      slug: `league-${String(index + 1).padStart(5, '0')}`,
      category,
      date,
      publish_at: date,
      title,
      excerpt,
      content: `<p>${excerpt}</p>\n<p>More from the league in the coming days.</p>`,
      createdAt: published,
      updatedAt: published,
    };
  });
}
