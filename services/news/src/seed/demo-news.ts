import type { NewsCategory } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';
import { insertMissingNews, type NewsSeed } from '../data-access/news-repository';

interface DemoArticle {
  slug: string;
  category: NewsCategory;
  /** Days before the seeding moment; recent ones make the "This Week" figure meaningful. */
  daysAgo: number;
  title: string;
  excerpt: string;
  paragraphs: string[];
}

const articles: DemoArticle[] = [
  {
    slug: 'dubai-open-quarter-finals-set',
    category: 'Tournaments',
    daysAgo: 0,
    // Told as the demo bracket has it (services/tournaments/src/seed/demo-draws.ts): eight pairs, so the first round is
    // the quarter-finals, each won 6-4, 6-3; a semi-final is being played.
    title: 'Dubai Marina Open: the semi-finals are under way',
    excerpt:
      'Eight pairs opened the Dubai Marina Open with the quarter-finals, each settled in straight sets; the semi-finals are on court now.',
    paragraphs: [
      'The Dubai Marina Open drew eight pairs, so play began with the quarter-finals. Every one of them ended 6-4, 6-3, with the winners taking control after a tight first set.',
      'All matches are played with deuce, so the long games kept the crowd on its feet well into the evening.',
      'The first semi-final is on court now and the final is played on the last day. Entry for spectators is free, and every point is shown live on the tournament page.',
    ],
  },
  {
    slug: 'abu-dhabi-gold-entries-open',
    category: 'Tournaments',
    daysAgo: 1,
    title: 'Entries open for the Abu Dhabi Gold Series',
    excerpt: "Registration for the season's second Gold tournament is now open for confirmed teams at C and D level.",
    paragraphs: [
      'The Abu Dhabi Gold Series returns to Saadiyat in March with draws at both C level (best of three sets) and D level (one set). Confirmed teams can register from the Enter Tournament page today.',
      'Both partners must confirm the entry before it counts. As always, seedings and brackets are drawn at random, and every Gold, Silver and Bronze tournament this season awards cash prizes.',
      'Organisers expect a full draw of 32 teams per level, so early registration is recommended.',
    ],
  },
  {
    slug: 'omar-haddad-climbs-rankings',
    category: 'Players',
    daysAgo: 2,
    // As the demo results have it (services/tournaments/src/seed/demo-season.ts): semi-finals in Doha, Manama and
    // Kuwait City, the final of the Dubai Winter Gold with Khalid Rahman.
    title: 'Omar Haddad: a final and three semi-finals this winter',
    excerpt: 'A final in Dubai and three semi-finals have made the Dubai-based right-sider the form player of the winter.',
    paragraphs: [
      'Omar Haddad has been the form player of the winter: semi-finals in Doha, Manama and Kuwait City, and the final of the Dubai Winter Gold with Khalid Rahman.',
      '"I changed my racket and worked a lot on the bandeja with my coach," he said after Wednesday\'s practice session. "The consistency is what makes the difference over a season."',
      'Haddad will partner Khalid Rahman at the Abu Dhabi Gold Series next month.',
    ],
  },
  {
    slug: 'season-2026-calendar-update',
    category: 'League',
    daysAgo: 4,
    title: 'Season 2026 calendar: Riyadh and Muscat dates confirmed',
    excerpt: 'The league has fixed the spring dates for its Riyadh Major and the Muscat Silver event.',
    paragraphs: [
      'The league office has confirmed the remaining spring dates of Season 2026. The Riyadh Major moves to the first week of April, and the Muscat Silver event follows three weeks later at the Qurum courts.',
      'With these additions the season counts fourteen tournaments across six Gulf cities: Dubai, Abu Dhabi, Doha, Riyadh, Muscat and Manama.',
      'Ranking points from all events count towards the end-of-season Masters in Dubai.',
    ],
  },
  {
    slug: 'junior-clinic-sharjah',
    category: 'Community',
    daysAgo: 6,
    title: 'Free junior clinic draws 120 children in Sharjah',
    excerpt: 'League players spent Saturday morning coaching young beginners at the first community clinic of the year.',
    paragraphs: [
      "More than 120 children between eight and fourteen joined the league's first free junior clinic of the year in Sharjah. Six league players rotated between courts, teaching grips, the basic volley and how to use the glass.",
      "Every participant received a racket to keep, donated by the league's equipment partner. The next clinics are planned for Doha and Manama in the spring.",
    ],
  },
  {
    slug: 'doha-silver-recap',
    category: 'Tournaments',
    daysAgo: 10,
    // As the demo bracket has it (demo-season.ts): six pairs, Noura and Layla beat Mariam and Ahmed in the final.
    title: 'Doha Silver: Noura Al Mansouri and Layla Farouk take the title',
    excerpt: 'The top seeds beat Mariam Al Hashimi and Ahmed Al Balushi in the final in front of a full house at Aspire.',
    paragraphs: [
      'Noura Al Mansouri and Layla Farouk are the Doha Silver champions. Six pairs entered, and the top seeds came through a bye, a semi-final and the final without dropping their level.',
      'The champions beat Faisal Al Qahtani and Yousef Al Amiri in the semi-finals, while runners-up Mariam Al Hashimi and Ahmed Al Balushi knocked out Omar Haddad and Sara Nasser.',
    ],
  },
  {
    slug: 'deuce-rule-explained',
    category: 'League',
    daysAgo: 18,
    title: 'Why the league plays with deuce and no golden point',
    excerpt: 'The competition committee explains why every league match keeps the traditional advantage scoring.',
    paragraphs: [
      'Unlike some international tours, every league match is played with deuce: a game at 40-40 continues until one pair leads by two points. There is no golden point.',
      'The committee says the rule rewards fitness and consistency and gives amateur players more time on court for their entry fee. C level matches are best of three sets; D level matches are a single set.',
    ],
  },
  {
    slug: 'manama-bronze-preview',
    category: 'Tournaments',
    daysAgo: 27,
    // As the demo bracket has it (demo-season.ts): eight pairs at level D, Saeed and Lulwa beat Hamad and Dana.
    title: 'Manama Bronze opens the Bahrain leg',
    excerpt: "Saeed Al Harthy and Lulwa Al Dosari won the Manama Bronze, the league's first tournament in Bahrain this season.",
    paragraphs: [
      'Bahrain joined the Season 2026 calendar with the Manama Bronze, played by eight pairs at level D.',
      'Saeed Al Harthy and Lulwa Al Dosari beat Hamad Al Muhairi and Dana Al Rashid in the final; Sara Nasser and Reem Al Khalifa reached the semi-finals. The event also hosted the first league referee workshop in Bahrain.',
    ],
  },
  {
    slug: 'footwork-drills',
    category: 'Training',
    daysAgo: 40,
    title: 'Five footwork drills to reach more balls at the net',
    excerpt: 'League coach Ahmed Saleh shares the split-step and recovery drills his players use every week.',
    paragraphs: [
      'Good padel starts with the feet. League coach Ahmed Saleh recommends beginning every session with ten minutes of split-step work: a small hop each time the opponent strikes the ball.',
      'His other favourites are lateral shuffles along the net, the cross-over step for lobs, recovery runs after the smash, and a partner drill where both players move together like a window wiper.',
      '<strong>Tip:</strong> film one training set a month to see whether you and your partner keep the same distance to each other.',
    ],
  },
  {
    slug: 'new-player-profiles',
    category: 'League',
    daysAgo: 55,
    title: 'New player profiles: strong hand, court side and stats',
    excerpt: 'Players can now show their strong hand, preferred court side and height, and follow their match statistics.',
    paragraphs: [
      'The league website now shows richer player profiles. Every player can record their strong hand, preferred court side and height from the My Profile page.',
      'Statistics such as matches played, wins, losses, titles won and ranking points are updated after each tournament, and the rankings page lets visitors search by name or country.',
    ],
  },
  {
    slug: 'muscat-beach-padel-weekend',
    category: 'Community',
    daysAgo: 75,
    title: 'Muscat hosts a family padel weekend by the sea',
    excerpt: "Exhibition matches, a mixed doubles social and a kids' corner drew over 600 visitors to Qurum beach.",
    paragraphs: [
      "Over 600 visitors came to Qurum beach for the league's first family padel weekend in Muscat. Two temporary courts hosted exhibition matches between league players and local club members.",
      "A mixed doubles social on Saturday night paired league pros with first-time players, and the kids' corner introduced more than 150 children to the sport.",
    ],
  },
  {
    slug: 'heat-training-advice',
    category: 'Training',
    daysAgo: 110,
    title: 'Training in the Gulf heat: hydration and timing',
    excerpt: 'Sports physicians share practical advice for training safely when temperatures climb above 35 °C.',
    paragraphs: [
      "Summer training in the Gulf needs planning. The league's medical team recommends sessions before 9 am or after sunset, and drinking 500 ml of water two hours before playing.",
      'During matches, sip water at every change of ends and add electrolytes for sessions over an hour. Signs of heat exhaustion, such as dizziness or headaches, mean stopping at once.',
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo articles dated relative to `now` (days start at midnight UTC). */
export function demoNews(now: Date = new Date()): NewsSeed[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return articles.map((article) => ({
    slug: article.slug,
    category: article.category,
    date: new Date(today - article.daysAgo * DAY_MS),
    publish_at: new Date(today - article.daysAgo * DAY_MS),
    title: article.title,
    excerpt: article.excerpt,
    content: article.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
  }));
}

/** Adds the demo articles that are missing; stored ones stay as they are (decision 013). */
export async function seedDemoNews(log: Logger): Promise<void> {
  log.info({ added: await insertMissingNews(demoNews()) }, 'demo news loaded');
}
