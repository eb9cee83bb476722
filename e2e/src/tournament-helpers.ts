import { MongoClient, ObjectId } from 'mongodb';
import { accessToken, api, eventually } from './api-helpers';
import { DEMO_PASSWORD, freshEmail, registerPlayerViaApi, signUpViaApi } from './public-helpers';

/** Demo accounts, their teams and entries, made through the API as the product makes them (for the tournament tests). */

export interface Member {
  email: string;
  token: string;
  id: string;
}
interface TeamView {
  id: string;
  player1: string;
  player2: string;
  status: string;
}

/** A demo account's token and id (the token's subject). */
export async function member(email: string): Promise<Member> {
  const token = await accessToken(email, DEMO_PASSWORD);
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  return { email, token, id: claims.sub };
}

/** A new registered player (no results yet), as a member who can invite and enter. */
export async function newPlayer(purpose: string, name: string): Promise<Member> {
  const email = freshEmail(purpose);
  const { id, token } = await signUpViaApi(email, name);
  await registerPlayerViaApi(token, name, 'Oman');
  return { email, token, id };
}

/**
 * The confirmed team of two players: kept from an earlier run on reused engines, else made through the product's
 * invitation (sent by `inviter` to the invitee's id, so a fresh account need not verify its email; accepted by `invitee`).
 */
export async function teamOf(inviter: Member, invitee: Member): Promise<string> {
  const existing = async () =>
    (await api<TeamView[]>('/teams/me', { token: inviter.token })).find(
      (team) => team.status === 'confirmed' && [team.player1, team.player2].includes(invitee.id),
    );
  const kept = await existing();
  if (kept) return kept.id;
  await api('/team-invitations', { token: inviter.token, method: 'POST', body: { invitee_id: invitee.id } }).catch((error: Error) => {
    // A pending invitation left by an interrupted run is accepted below.
    if (!/: 409 /.test(error.message)) throw error;
  });
  const pending = (await api<{ id: string; inviter: string }[]>('/team-invitations/me', { token: invitee.token })).find(
    (invitation) => invitation.inviter === inviter.id,
  );
  if (!pending) throw new Error(`no invitation from ${inviter.email} to ${invitee.email}`);
  const { team } = await api<{ team: { id: string } }>(`/team-invitations/${pending.id}/accept`, { token: invitee.token, method: 'POST' });
  return team.id;
}

/** The team's entry, made by one member and confirmed by the other (the entry is confirmed when both have). */
export async function confirmedEntry(
  tournamentId: string,
  teamId: string,
  creator: Member,
  partner: Member,
  { category, level }: { category: 'gold' | 'silver' | 'bronze'; level: 'C' | 'D' },
): Promise<void> {
  const entry = await eventually(async () => {
    try {
      const answer = await api<{ entry: { id: string } }>('/tournament-entries', {
        token: creator.token,
        method: 'POST',
        body: { tournament_id: tournamentId, team_id: teamId, category, level },
      });
      return answer.entry;
    } catch (error) {
      if (/: 404 .*Team not found/.test((error as Error).message)) return undefined;
      throw error;
    }
  }, `the tournaments service to know team ${teamId}`);
  const { entry: confirmed } = await api<{ entry: { status: string } }>(`/tournament-entries/${entry.id}/confirm`, {
    token: partner.token,
    method: 'PATCH',
  });
  expect(confirmed.status).toBe('confirmed');
}

/**
 * A level D bronze tournament on `day`, organised by Noura, with two confirmed teams (Omar and Layla, Khalid and Sara):
 * its draw is one final. Entries are taken only before the first day and a tournament with entries keeps its dates
 * (decision 113): for `day` today (scoring opens on the first day, decision 203) it is made for tomorrow, entered,
 * and its day then comes (`dayComes`).
 */
export async function twoTeamTournament(title: string, day: string): Promise<{ tournamentId: string; organizer: Member }> {
  const [noura, omar, layla, khalid, sara] = await Promise.all(
    ['noura', 'omar', 'layla', 'khalid', 'sara'].map((name) => member(`${name}@padel.local`)),
  );
  const enteredOn = day > leagueDay(0) ? day : leagueDay(1);
  const { tournament } = await api<{ tournament: { id: string } }>('/tournaments', {
    token: noura!.token,
    method: 'POST',
    body: { title, category: 'bronze', level: 'D', start_date: enteredOn, end_date: enteredOn, city: 'Dubai' },
  });
  const teams = [await teamOf(omar!, layla!), await teamOf(khalid!, sara!)];
  await confirmedEntry(tournament.id, teams[0]!, omar!, layla!, { category: 'bronze', level: 'D' });
  await confirmedEntry(tournament.id, teams[1]!, sara!, khalid!, { category: 'bronze', level: 'D' });
  if (enteredOn !== day) await dayComes(tournament.id, day);
  return { tournamentId: tournament.id, organizer: noura! };
}

/**
 * The tournament's first (and last) day becomes `day`, as the calendar moving on would make it: no route moves the
 * dates of a tournament that has entries (decision 113), so they are set in the tournaments service's store, where
 * every request reads them (the public list's copy follows within its refresh).
 */
export async function dayComes(tournamentId: string, day: string): Promise<void> {
  const mongo = new MongoClient(process.env.MONGO_URL!);
  try {
    await mongo
      .db('padel_tournaments')
      .collection('tournaments')
      .updateOne({ _id: new ObjectId(tournamentId) }, { $set: { start_date: day, end_date: day } });
  } finally {
    await mongo.close();
  }
}

/** YYYY-MM-DD `days` from today in the league's calendar (Asia/Dubai). */
export function leagueDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
