import { generateScaleNews } from './scale-news';

const now = new Date('2026-11-23T12:00:00Z');
const since = new Date('2025-01-01T00:00:00Z');
const options = { articles: 500, seed: 7, now, since, tournamentTitles: ['Doha Gold C Open #1'], playerNames: ['Omar Haddad'] };
const articles = generateScaleNews(options);

describe('generateScaleNews', () => {
  it('when given the same options twice, then it makes the same articles, ids included; another seed makes others', () => {
    expect(generateScaleNews(options)).toEqual(articles);
    expect(generateScaleNews({ ...options, seed: 8 }).map((article) => article.category)).not.toEqual(
      articles.map((article) => article.category),
    );
  });

  it('when made, then it holds the asked articles in every category, newest first, over the two seasons, unique slugs', () => {
    const dates = articles.map((article) => article.date.getTime());

    expect(articles).toHaveLength(500);
    expect(new Set(articles.map((article) => article.category))).toEqual(
      new Set(['Tournaments', 'Players', 'League', 'Training', 'Community']),
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Math.max(...dates)).toBeLessThanOrEqual(now.getTime());
    expect(Math.min(...dates)).toBeGreaterThanOrEqual(since.getTime());
    expect(new Set(articles.map((article) => article.slug)).size).toBe(500);
    for (const article of articles) expect(article.content).toContain(article.excerpt);
  });
});
