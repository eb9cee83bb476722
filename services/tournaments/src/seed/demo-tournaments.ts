import { leagueDayStart } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';
import { insertMissingTournaments, republishSeededClosedTournaments, type TournamentSeed } from '../data-access/tournament-repository';
import { addDays, leagueToday } from '../domain/display-status';

interface DemoTournament {
  slug: string;
  title: string;
  tier: TournamentSeed['tier'];
  level: TournamentSeed['level'];
  city: string;
  country: string;
  /** First and last day relative to the seeding day (Dubai calendar). */
  from: number;
  to: number;
}

const demo: DemoTournament[] = [
  {
    slug: 'dubai-marina-open-2026',
    title: 'Dubai Marina Open',
    tier: 'major',
    level: 'C',
    city: 'Dubai',
    country: 'United Arab Emirates',
    from: -2,
    to: 1,
  },
  {
    slug: 'doha-corniche-cup-2026',
    title: 'Doha Corniche Cup',
    tier: 'silver',
    level: 'D',
    city: 'Doha',
    country: 'Qatar',
    from: -1,
    to: 2,
  },
  {
    slug: 'sharjah-bronze-open-2026',
    title: 'Sharjah Bronze Open',
    tier: 'bronze',
    level: 'D',
    city: 'Sharjah',
    country: 'United Arab Emirates',
    from: 9,
    to: 10,
  },
  {
    slug: 'abu-dhabi-gold-series-2026',
    title: 'Abu Dhabi Gold Series',
    tier: 'gold',
    level: 'C',
    city: 'Abu Dhabi',
    country: 'United Arab Emirates',
    from: 18,
    to: 21,
  },
  {
    slug: 'riyadh-major-2026',
    title: 'Riyadh Padel Major',
    tier: 'major',
    level: 'C',
    city: 'Riyadh',
    country: 'Saudi Arabia',
    from: 30,
    to: 34,
  },
  {
    slug: 'muscat-silver-2026',
    title: 'Muscat Silver Classic',
    tier: 'silver',
    level: 'C',
    city: 'Muscat',
    country: 'Oman',
    from: 45,
    to: 47,
  },
  {
    slug: 'manama-spring-bronze-2026',
    title: 'Manama Spring Bronze',
    tier: 'bronze',
    level: 'D',
    city: 'Manama',
    country: 'Bahrain',
    from: 60,
    to: 61,
  },
  { slug: 'doha-silver-2026', title: 'Doha Silver', tier: 'silver', level: 'C', city: 'Doha', country: 'Qatar', from: -12, to: -10 },
  {
    slug: 'manama-bronze-2026',
    title: 'Manama Bronze',
    tier: 'bronze',
    level: 'D',
    city: 'Manama',
    country: 'Bahrain',
    from: -29,
    to: -27,
  },
  {
    slug: 'dubai-winter-gold-2026',
    title: 'Dubai Winter Gold',
    tier: 'gold',
    level: 'C',
    city: 'Dubai',
    country: 'United Arab Emirates',
    from: -60,
    to: -57,
  },
  {
    slug: 'kuwait-city-silver-2026',
    title: 'Kuwait City Silver',
    tier: 'silver',
    level: 'D',
    city: 'Kuwait City',
    country: 'Kuwait',
    from: -90,
    to: -88,
  },
  {
    slug: 'jeddah-padel-major-2025',
    title: 'Jeddah Padel Major',
    tier: 'major',
    level: 'C',
    city: 'Jeddah',
    country: 'Saudi Arabia',
    from: -134,
    to: -130,
  },
  {
    slug: 'bahrain-gold-open-2025',
    title: 'Bahrain Gold Open',
    tier: 'gold',
    level: 'C',
    city: 'Manama',
    country: 'Bahrain',
    from: -203,
    to: -200,
  },
  {
    slug: 'al-ain-bronze-cup-2025',
    title: 'Al Ain Bronze Cup',
    tier: 'bronze',
    level: 'C',
    city: 'Al Ain',
    country: 'United Arab Emirates',
    from: -252,
    to: -250,
  },
  {
    slug: 'salalah-silver-open-2025',
    title: 'Salalah Silver Open',
    tier: 'silver',
    level: 'C',
    city: 'Salalah',
    country: 'Oman',
    from: -302,
    to: -300,
  },
  // Ended more than 52 weeks ago: its results no longer count for the ranking (decision 091).
  {
    slug: 'doha-padel-major-2025',
    title: 'Doha Padel Major',
    tier: 'major',
    level: 'C',
    city: 'Doha',
    country: 'Qatar',
    from: -404,
    to: -400,
  },
];

/** Midnight at the start of `day` in the league's calendar, as an instant. */
const leagueMidnight = (day: string) => new Date(leagueDayStart(day));

/** Demo tournaments in every status and tier, dated relative to `now`. Entries open 30 days and close 2 days before the start. */
export function demoTournaments(now: Date = new Date()): TournamentSeed[] {
  const today = leagueToday(now);
  return demo.map((t) => {
    const start = addDays(today, t.from);
    return {
      slug: t.slug,
      title: t.title,
      tier: t.tier,
      category: t.tier === 'major' ? 'gold' : t.tier,
      level: t.level,
      start_date: start,
      end_date: addDays(today, t.to),
      city: t.city,
      country: t.country,
      entry_open_at: leagueMidnight(addDays(start, -30)),
      entry_close_at: leagueMidnight(addDays(start, -2)),
      // Past ones too: a finished tournament stays on the public lists; closed means unpublished (decision 113).
      status: 'published',
      // Noura organises the Sharjah event and the live Dubai one (so the demo can score it).
      organizer_id: t.slug.startsWith('sharjah') || t.slug.startsWith('dubai-marina') ? '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01' : null,
    };
  });
}

/**
 * Adds the demo tournaments that are missing; stored ones stay as they are (decision 013), except that past ones
 * stored as closed by an older seed are published again, unless an organizer has changed their status since.
 */
export async function seedDemoTournaments(log: Logger): Promise<void> {
  const tournaments = demoTournaments();
  const added = await insertMissingTournaments(tournaments);
  const republished = await republishSeededClosedTournaments(tournaments.map((tournament) => tournament.slug));
  log.info({ added, republished }, 'demo tournaments loaded');
}
