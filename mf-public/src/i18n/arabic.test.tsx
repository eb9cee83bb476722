import { screen, within } from '@testing-library/react';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { NewsArticle } from '@padel/contracts';
import { fakeApi, renderWithPlatform } from '@padel/platform/testing';
import { listPage, rankingEntry, rankingPage } from '@padel/api/testing';
import { homeTournamentRoutes, tournamentItem } from '../../test/tournaments';
import { HomePage } from '../pages/home-page';
import { RankingsPage } from '../pages/rankings-page';
import ar from './ar.json';
import en from './en.json';

/** The names of a message's arguments (plural, select and tag arguments included), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

/**
 * The English catalog's plain texts (no argument), which an Arabic page must not show; not the names of the data's
 * values (countries, news categories), which may stand in data shown as entered ("Dubai, UAE").
 */
const englishTexts = Object.entries(en as Record<string, string>)
  .filter(([id, text]) => !/^(country|news\.category)\./.test(id) && !/[{<]/.test(text) && /[a-z]{3}/i.test(text))
  .map(([, text]) => text);

const englishShownIn = (root: HTMLElement) => {
  const shown = root.textContent ?? '';
  const labels = Array.from(root.querySelectorAll('[aria-label], [placeholder], [title]'), (element) =>
    ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? '').join('\n'),
  ).join('\n');
  return englishTexts.filter((text) => shown.includes(text) || labels.split('\n').includes(text));
};

describe("mf-public's catalogs", () => {
  test('when the catalogs are compared, then every message exists in both with the same arguments', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(en as Record<string, string>)) {
      expect({ id, arguments: argumentsOf((ar as Record<string, string>)[id]!) }).toEqual({ id, arguments: argumentsOf(text) });
    }
  });

  test('when an Arabic text is read, then it is Arabic (no English left untranslated by mistake)', () => {
    const untranslated = Object.entries(ar as Record<string, string>).filter(
      ([id, text]) => text === (en as Record<string, string>)[id] && /[a-z]{3}/i.test(text.replace(/\{[^}]*\}/g, '')),
    );
    expect(untranslated).toEqual([]);
  });
});

const leader = rankingEntry({
  id: 'leader',
  full_name: 'Omar Haddad',
  country: 'Qatar',
  ranking: 1,
  points: 3100,
  movement: 'up',
  change: 2,
});
const second = rankingEntry({
  id: 'second',
  full_name: 'Sara Nasser',
  country: 'Oman',
  ranking: 2,
  points: 1250,
  movement: 'down',
  change: -1,
});

describe('Rankings in Arabic', () => {
  test('when the Rankings page opens in Arabic, then its texts, countries and movements are Arabic, numbers in Western digits, and no English text of the catalog shows', async () => {
    fakeApi({
      'GET /api/rankings?page=1&limit=20': {
        body: rankingPage([leader, second], { total: 2, stats: { total_players: 1234, total_matches: 20, average_win_rate: 0.5625 } }),
      },
    });
    const { container } = renderWithPlatform(<RankingsPage />, { auth: { status: 'signed-out' }, url: '/rankings', language: 'ar' });

    const list = await screen.findByRole('list', { name: 'تصنيف اللاعبين' });
    expect(screen.getByRole('heading', { name: 'تصنيف اللاعبين' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'إجمالي اللاعبين' })).getByText('1,234')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'متوسط نسبة الفوز' })).getByText(/^56\.3/)).toBeTruthy();
    expect(within(list).getByText('قطر')).toBeTruthy();
    expect(within(list).getByText('عُمان')).toBeTruthy();
    expect(within(list).getByText('3,100')).toBeTruthy();
    expect(within(list).getByRole('img', { name: 'تقدّم مركزين منذ التصنيف السابق' })).toBeTruthy();
    expect(within(list).getByRole('img', { name: 'تراجع مركزًا واحدًا منذ التصنيف السابق' })).toBeTruthy();
    expect(screen.getByText('عرض 1–2 من لاعبَين')).toBeTruthy();
    expect(screen.getByLabelText('البحث عن لاعبين')).toBeTruthy();
    expect(englishShownIn(container)).toEqual([]);
  });
});

const tournament = tournamentItem;

const news: NewsArticle[] = [
  {
    id: 'n1',
    category: 'Tournaments',
    date: '2026-01-05',
    title: 'Dubai Open crowns new champions',
    excerpt: 'A final.',
    content: '<p>Report.</p>',
  },
];

describe('Home in Arabic', () => {
  test('when Home opens in Arabic, then its sections, cards and dates are Arabic with Western digits, and no English text of the catalog shows', async () => {
    fakeApi({
      'GET /api/rankings?page=1&limit=5': { body: rankingPage([leader, second], { limit: 5, total: 2 }) },
      ...homeTournamentRoutes([
        tournament({}),
        tournament({ id: 'abu-dhabi', name: 'Abu Dhabi Masters', status: 'Live', tier: 'major', currentRound: 'semi-final' }),
        tournament({ id: 'rak', name: 'RAK Cup', status: 'Completed', tier: 'bronze', champion: 'Omar & Layla' }),
      ]),
      'GET /api/news?page=1&limit=3': {
        body: listPage(news, { limit: 3, stats: { total_articles: 1, this_week: 0, categories: ['Tournaments'] } }),
      },
    });
    const { container } = renderWithPlatform(<HomePage />, { auth: { status: 'signed-out' }, url: '/', language: 'ar' });

    await screen.findByRole('list', { name: 'أفضل اللاعبين' });
    await screen.findByText('Abu Dhabi Masters');
    await screen.findByText('Dubai Open crowns new champions');
    expect(screen.getByRole('heading', { name: 'البطولات المباشرة' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'دوري البادل الاحترافي في الخليج' })).toBeTruthy();
    expect(screen.getByText('الموسم 2026')).toBeTruthy();
    expect(screen.getByText('نصف النهائي جارٍ')).toBeTruthy();
    expect(screen.getAllByText('5 يناير 2026 – 7 يناير 2026').length).toBeGreaterThan(0);
    expect(screen.getByText('5 يناير 2026')).toBeTruthy();
    expect(screen.getByTestId('tournament-champion').textContent).toBe('البطل: Omar & Layla');
    expect(screen.getAllByText('الذهبية').length).toBeGreaterThan(0);
    expect(englishShownIn(container)).toEqual([]);
  });
});
