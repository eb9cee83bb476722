import { drawFrom, scaleObjectId, type Draw } from '@padel/service-kit';
import type { EnteredTournamentRecord } from '../data-access/entered-tournament-model';
import { pairKey, type InvitationRecord, type InvitationStatus } from '../data-access/invitation-model';
import { memberKey, type MemberSnapshot, type TeamRecord } from '../data-access/team-model';

/**
 * The teams service's part of a generated league (`npm run seed:scale -- --league`): confirmed teams of the league's
 * players, the accepted invitation behind each, pending invitations and one busy player's history, made in memory
 * from a seed, the same for the same input. No database here: see seed-scale-teams.ts.
 */
export interface ScaleTeamsOptions {
  /** The league's players (generated ones; the busy player is not among them). */
  members: readonly MemberSnapshot[];
  teams: number;
  /** Pending invitations in all, the busy player's included. */
  pendingInvitations: number;
  seed: number;
  now: Date;
  /** The earliest a team is formed (the league's first season starts then). */
  since: Date;
  /** A player with a busy history (the demo account Omar). */
  busy?: { member: MemberSnapshot; teams: number; sent: number; received: number };
}

export type ScaleTeam = TeamRecord & { updatedAt: Date };
export type ScaleInvitation = InvitationRecord & { updatedAt: Date };
export type ScaleEnteredTournament = EnteredTournamentRecord & { createdAt: Date; updatedAt: Date };

export interface ScaleTeams {
  /** Confirmed teams, oldest first. */
  teams: ScaleTeam[];
  /** The accepted invitation of every team, then the others (pending, declined, expired, cancelled). */
  invitations: ScaleInvitation[];
}

const DAY_MS = 24 * 3_600_000;
/** Kinds of generated ObjectIds (scaleObjectId). */
const TEAM_KIND = 1;
const INVITATION_KIND = 2;
/** How the busy player's invitations that did not form a team ended, besides those still pending. */
const CLOSED_STATUSES: readonly InvitationStatus[] = ['declined', 'expired', 'cancelled'];

const tokenOf = (draw: Draw, index: number) =>
  `scale${index.toString(36)}${Array.from({ length: 4 }, () => Math.floor(draw() * 2 ** 32).toString(36)).join('')}`;

/** The league's teams and invitations, the same for the same options. */
export function generateScaleTeams(options: ScaleTeamsOptions): ScaleTeams {
  const draw = drawFrom(options.seed * 7919 + 2);
  const { members, busy } = options;
  if (members.length < 2) throw new Error('A league needs at least two players to form teams');
  const span = options.now.getTime() - 30 * DAY_MS - options.since.getTime();
  const pairs = new Set<string>();
  const invitations: ScaleInvitation[] = [];
  const others: ScaleInvitation[] = [];
  const teams: ScaleTeam[] = [];
  const other = (not: readonly MemberSnapshot[]): MemberSnapshot => {
    for (;;) {
      const member = draw.pick(members);
      if (!not.includes(member)) return member;
    }
  };
  const freshPair = (first: MemberSnapshot): MemberSnapshot => {
    for (;;) {
      const second = other([first]);
      if (!pairs.has(memberKey(first.id, second.id))) return second;
    }
  };
  const invitation = (
    inviter: MemberSnapshot,
    invitee: MemberSnapshot,
    status: InvitationStatus,
    at: Date,
    team: ScaleTeam | null,
  ): ScaleInvitation => {
    const index = invitations.length + others.length + 1;
    const _id = scaleObjectId(INVITATION_KIND, index);
    const responded = status === 'pending' ? null : new Date(at.getTime() + Math.floor(draw() * 3 * DAY_MS));
    return {
      _id,
      inviter: inviter.id,
      invitee: invitee.id,
      invitee_email: invitee.email,
      token: tokenOf(draw, index),
      status,
      pending_key: status === 'pending' ? pairKey(inviter.id, invitee.id) : `closed:${String(_id)}`,
      inviter_profile: inviter,
      invitee_profile: invitee,
      team_id: team ? String(team._id) : null,
      responded_at: team ? team.createdAt : responded,
      createdAt: at,
      updatedAt: team ? team.createdAt : (responded ?? at),
    };
  };
  const formTeam = (inviter: MemberSnapshot, invitee: MemberSnapshot, formedAt: Date) => {
    pairs.add(memberKey(inviter.id, invitee.id));
    const team: ScaleTeam = {
      _id: scaleObjectId(TEAM_KIND, teams.length + 1),
      player1: inviter.id,
      player2: invitee.id,
      member_key: memberKey(inviter.id, invitee.id),
      invitation_id: '',
      status: 'confirmed',
      player1_profile: inviter,
      player2_profile: invitee,
      outbox: [],
      createdAt: formedAt,
      updatedAt: formedAt,
    };
    const accepted = invitation(inviter, invitee, 'accepted', new Date(formedAt.getTime() - Math.floor(draw() * 2 * DAY_MS)), team);
    team.invitation_id = String(accepted._id);
    teams.push(team);
    invitations.push(accepted);
  };

  // The busy player's teams come first: formed early in the first season, so they can enter most tournaments.
  const busyTeams = busy ? Math.min(busy.teams, options.teams) : 0;
  for (let index = 0; index < busyTeams; index += 1) {
    const partner = freshPair(busy!.member);
    const formedAt = new Date(options.since.getTime() + (index + draw()) * DAY_MS);
    if (index % 2 === 0) formTeam(busy!.member, partner, formedAt);
    else formTeam(partner, busy!.member, formedAt);
  }
  const formed = Array.from({ length: options.teams - busyTeams }, () => options.since.getTime() + draw() * span).sort((a, b) => a - b);
  for (const at of formed) {
    const first = draw.pick(members);
    formTeam(first, freshPair(first), new Date(at));
  }

  // Pending invitations: between two players who are not a team and have none pending between them.
  const recent = () => new Date(options.now.getTime() - Math.floor(draw() * 60 * DAY_MS) - DAY_MS);
  let pending = options.pendingInvitations;
  if (busy) {
    const busyMember = busy.member;
    for (const [count, sent] of [
      [busy.sent - Math.ceil(busyTeams / 2), true],
      [busy.received - Math.floor(busyTeams / 2), false],
    ] as const) {
      for (let index = 0; index < count; index += 1) {
        const partner = freshPair(busyMember);
        // Two in three still pending, the others answered one way or another.
        const status = index % 3 === 2 ? CLOSED_STATUSES[Math.floor(index / 3) % CLOSED_STATUSES.length]! : 'pending';
        if (status === 'pending') {
          if (pending === 0) continue;
          pending -= 1;
          pairs.add(memberKey(busyMember.id, partner.id));
        }
        others.push(
          sent ? invitation(busyMember, partner, status, recent(), null) : invitation(partner, busyMember, status, recent(), null),
        );
      }
    }
  }
  for (; pending > 0; pending -= 1) {
    const inviter = draw.pick(members);
    const invitee = freshPair(inviter);
    pairs.add(memberKey(inviter.id, invitee.id));
    others.push(invitation(inviter, invitee, 'pending', recent(), null));
  }
  return { teams, invitations: [...invitations, ...others] };
}

/** What the teams service records of a confirmed entry (entry-confirmed), for the entries the league generated. */
export function scaleEnteredTournaments(
  entries: ReadonlyArray<{ entryId: string; teamId: string; tournamentId: string; tournamentTitle: string; confirmedAt: Date }>,
): ScaleEnteredTournament[] {
  return entries.map((entry) => ({
    _id: entry.entryId,
    team_id: entry.teamId,
    tournament_id: entry.tournamentId,
    tournament_title: entry.tournamentTitle,
    confirmed_at: entry.confirmedAt,
    tournament_status: null,
    tournament_status_revision: 0,
    createdAt: entry.confirmedAt,
    updatedAt: entry.confirmedAt,
  }));
}
