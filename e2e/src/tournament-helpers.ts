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
 * its draw is one final.
 */
export async function twoTeamTournament(title: string, day: string): Promise<{ tournamentId: string; organizer: Member }> {
  const [noura, omar, layla, khalid, sara] = await Promise.all(
    ['noura', 'omar', 'layla', 'khalid', 'sara'].map((name) => member(`${name}@padel.local`)),
  );
  const { tournament } = await api<{ tournament: { id: string } }>('/tournaments', {
    token: noura!.token,
    method: 'POST',
    body: { title, category: 'bronze', level: 'D', start_date: day, end_date: day, city: 'Dubai' },
  });
  const teams = [await teamOf(omar!, layla!), await teamOf(khalid!, sara!)];
  await confirmedEntry(tournament.id, teams[0]!, omar!, layla!, { category: 'bronze', level: 'D' });
  await confirmedEntry(tournament.id, teams[1]!, sara!, khalid!, { category: 'bronze', level: 'D' });
  return { tournamentId: tournament.id, organizer: noura! };
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
