import type { Logger } from '@padel/service-kit';
import type { ProfileRecord } from '../data-access/profile-model';
import { insertMissingProfiles } from '../data-access/profile-repository';
import { claimMissingNames } from '../data-access/player-name-repository';

/** Points and ranking are not seeded: the players service derives them from the demo tournaments' results. */
type DemoProfile = Omit<ProfileRecord, 'partners' | 'photo_url' | 'registered_at' | 'points' | 'ranking'> & { photo_url?: string | null };

/**
 * A base history of matches (the demo tournaments publish no match-completed); titles start at 0 and come from the
 * seeded tournaments' tournament-completed events (decision 091).
 */
const stats = (matches_played: number, wins: number) => ({ matches_played, wins, losses: matches_played - wins, titles_won: 0 });

/** The demo Keycloak users (fixed ids = token subjects) and more league players from around the Gulf. */
const demoProfiles: DemoProfile[] = [
  {
    _id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01',
    full_name: 'Noura Al Mansouri',
    email: 'noura@padel.local',
    role: 'partner',
    country: 'United Arab Emirates',
    strong_hand: 'right',
    court_side: 'left',
    height: '168 cm',
    ...stats(42, 31),
  },
  {
    _id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02',
    full_name: 'Omar Haddad',
    email: 'omar@padel.local',
    role: 'player',
    country: 'United Arab Emirates',
    strong_hand: 'right',
    court_side: 'right',
    height: '181 cm',
    ...stats(38, 26),
  },
  {
    _id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03',
    full_name: 'Layla Farouk',
    email: 'layla@padel.local',
    role: 'player',
    country: 'Bahrain',
    strong_hand: 'left',
    court_side: 'left',
    height: '165 cm',
    ...stats(35, 23),
  },
  {
    _id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e04',
    full_name: 'Khalid Rahman',
    email: 'khalid@padel.local',
    role: 'player',
    country: 'Qatar',
    strong_hand: 'right',
    court_side: 'left',
    height: '184 cm',
    ...stats(40, 30),
  },
  {
    _id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e05',
    full_name: 'Sara Nasser',
    email: 'sara@padel.local',
    role: 'player',
    country: 'Bahrain',
    strong_hand: 'right',
    court_side: 'right',
    height: '170 cm',
    ...stats(29, 17),
  },
  {
    _id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e06',
    full_name: 'Yousef Al Amiri',
    email: 'yousef@padel.local',
    role: 'player',
    country: 'United Arab Emirates',
    strong_hand: 'left',
    court_side: 'right',
    height: '178 cm',
    ...stats(36, 25),
  },
  {
    _id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e07',
    full_name: 'League Admin',
    email: 'admin@padel.local',
    role: 'admin',
    country: 'United Arab Emirates',
    strong_hand: null,
    court_side: null,
    height: null,
    ...stats(0, 0),
  },
  {
    _id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000001',
    full_name: 'Faisal Al Qahtani',
    email: null,
    role: 'player',
    country: 'Saudi Arabia',
    strong_hand: 'right',
    court_side: 'left',
    height: '183 cm',
    ...stats(48, 39),
  },
  {
    _id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000002',
    full_name: 'Mariam Al Hashimi',
    email: null,
    role: 'player',
    country: 'United Arab Emirates',
    strong_hand: 'right',
    court_side: 'right',
    height: '166 cm',
    ...stats(31, 19),
  },
  {
    _id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000003',
    full_name: 'Ahmed Al Balushi',
    email: null,
    role: 'player',
    country: 'Oman',
    strong_hand: 'left',
    court_side: 'left',
    height: '176 cm',
    ...stats(33, 19),
  },
  {
    _id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000004',
    full_name: 'Hessa Al Thani',
    email: null,
    role: 'player',
    country: 'Qatar',
    strong_hand: 'right',
    court_side: 'left',
    height: '169 cm',
    ...stats(27, 15),
  },
  {
    _id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000005',
    full_name: 'Abdullah Al Sabah',
    email: null,
    role: 'player',
    country: 'Kuwait',
    strong_hand: 'right',
    court_side: 'right',
    height: '186 cm',
    ...stats(30, 16),
  },
  {
    _id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000006',
    full_name: 'Reem Al Khalifa',
    email: null,
    role: 'player',
    country: 'Bahrain',
    strong_hand: 'left',
    court_side: 'right',
    height: '163 cm',
    ...stats(24, 13),
  },
  {
    _id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000007',
    full_name: 'Saeed Al Harthy',
    email: null,
    role: 'player',
    country: 'Oman',
    strong_hand: 'right',
    court_side: 'left',
    height: '180 cm',
    ...stats(26, 13),
  },
  {
    _id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000008',
    full_name: 'Lulwa Al Dosari',
    email: null,
    role: 'player',
    country: 'Saudi Arabia',
    strong_hand: 'right',
    court_side: 'right',
    height: '167 cm',
    ...stats(22, 11),
  },
  {
    _id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000009',
    full_name: 'Hamad Al Muhairi',
    email: null,
    role: 'player',
    country: 'United Arab Emirates',
    strong_hand: 'left',
    court_side: 'left',
    height: '182 cm',
    ...stats(20, 9),
  },
  {
    _id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000010',
    full_name: 'Dana Al Rashid',
    email: null,
    role: 'player',
    country: 'Kuwait',
    strong_hand: 'right',
    court_side: 'left',
    height: '171 cm',
    ...stats(18, 8),
  },
  {
    _id: 'a7e3c1d0-5b2f-4c8e-9d1a-3f2b6c000011',
    full_name: 'Tariq Al Zaabi',
    email: null,
    role: 'player',
    country: 'United Arab Emirates',
    strong_hand: 'right',
    court_side: 'right',
    height: '177 cm',
    ...stats(0, 0),
  },
];

/** Demo profiles to seed; everyone but the admin is a registered player (registered at `now`). */
export function demoPlayers(now: Date = new Date()): Array<DemoProfile & { registered_at: Date | null }> {
  return demoProfiles.map((profile) => ({ ...profile, registered_at: profile.role === 'admin' ? null : now }));
}

/** Adds the demo players that are missing; stored ones stay as they are (decision 013). */
export async function seedDemoPlayers(log: Logger): Promise<void> {
  const players = demoPlayers();
  log.info({ added: await insertMissingProfiles(players) }, 'demo players loaded');
  // Their names are held for them, so nobody signs up as a demo player (decision 182).
  await claimMissingNames(players);
}
