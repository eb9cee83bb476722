import { randomBytes } from 'node:crypto';
import type { ApiCode, Invitation, PageQuery, SentInvitation, Team } from '@padel/contracts';
import { AppError, createEvent, isDuplicateKeyError, sliceOf, type SlidingWindowTicket } from '@padel/service-kit';
import { businessLimits } from '../data-access/business-limits';
import {
  claimAnswer,
  closeInvitation,
  emailKey,
  EXPIRY,
  findInvitationById,
  findInvitationByToken,
  findPendingInvitationsFor,
  findPendingInvitationsSentBy,
  findPendingMatching,
  insertInvitation,
  newInvitationId,
  pairKey,
  releaseAnswer,
  type AnswerClaim,
  type InvitationAnswer,
  type InvitationAnswerRecord,
  type InvitationRecord,
} from '../data-access/invitation-repository';
import { dropInvitationMail, planInvitationMail } from '../data-access/invitation-mail-repository';
import type { PlayerLookup } from '../data-access/players-client';
import { findConfirmedTeamWithEmail, findTeamIdOfInvitation, findTeamOfPair, type MemberSnapshot } from '../data-access/team-repository';
import type { Caller } from './caller';
import { toMemberProfile, withPlayerDetails } from './profiles';
import { formTeam, toTeam } from './teams-service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an invitation sent at `sentAt` stops being answerable. */
export const expiryOf = (sentAt: Date, ttlDays: number): Date => new Date(sentAt.getTime() + ttlDays * DAY_MS);

/** A pending invitation whose time ran out (it may still be `pending` in the database until someone touches it). */
export function isExpired(invitation: Pick<InvitationRecord, 'status' | 'createdAt'>, now: Date, ttlDays: number): boolean {
  return invitation.status === 'pending' && now.getTime() >= expiryOf(invitation.createdAt, ttlDays).getTime();
}

/** Lists show only invitations sent after this moment; older pending ones have expired. */
const stillAnswerableSince = (now: Date, ttlDays: number): Date => new Date(now.getTime() - ttlDays * DAY_MS);

/** 32 random bytes, url-safe: 256 bits an attacker would have to guess. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/** The invitation as the API shows it; `expires_at` from the service's time limit. */
export function toInvitation(record: InvitationRecord, ttlDays: number): Invitation {
  return {
    id: String(record._id),
    inviter: record.inviter,
    invitee: record.invitee ?? null,
    invitee_email: record.invitee_email ?? null,
    token: record.token,
    status: record.status,
    inviter_profile: toMemberProfile(record.inviter_profile),
    invitee_profile: toMemberProfile(record.invitee_profile),
    expires_at: expiryOf(record.createdAt, ttlDays).toISOString(),
  };
}

export interface InvitationTarget {
  inviteeId: string | null;
  inviteeEmail: string | null;
}

/** What invitation rules need from the service around them. */
export interface InvitationDeps {
  lookupPlayer: PlayerLookup;
  /** INVITATION_TTL_DAYS: days a pending invitation stays answerable. */
  invitationTtlDays: number;
  /**
   * Set when invitations by email are mailed (an SMTP server is configured): told each time one was written with its
   * mail planned in the mail outbox (the mail relay's notify).
   */
  invitationMailPlanned?: () => void;
  limits: InvitationLimits;
}

/** The service's own limits on invitations and their mails (decisions 192 and 193); 0 turns one off. */
export interface InvitationLimits {
  /** Invitations per inviter in any hour. */
  invitationsPerHour: number;
  /** Invitation mails per inviter and address in any 24 hours. */
  mailsPerInviterAndAddress: number;
  /** Invitation mails per address in any 24 hours, from everyone. */
  mailsPerAddress: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts one invitation mail to `email` from `inviterId` against both mail limits: the tickets when both allow it, else
 * undefined (and nothing stays counted). Refusing the invitation instead would let anyone who used up an address's
 * mails keep everyone else's invitations from it, so the invitation goes on without a mail (decision 192).
 */
async function takeMailAllowance(inviterId: string, email: string, limits: InvitationLimits): Promise<SlidingWindowTicket[] | undefined> {
  const fromInviter = await businessLimits.hit(
    { name: 'invitation-mails-from', limit: limits.mailsPerInviterAndAddress, windowMs: DAY_MS },
    `${inviterId}|${email}`,
  );
  if (!fromInviter.allowed) return undefined;
  const toAddress = await businessLimits.hit({ name: 'invitation-mails-to', limit: limits.mailsPerAddress, windowMs: DAY_MS }, email);
  if (toAddress.allowed) return [fromInviter.ticket, toAddress.ticket];
  await businessLimits.refund(fromInviter.ticket);
  return undefined;
}

/** What sending an invitation gives: the invitation, and whether its mail was withheld by the mail limits. */
export interface SentInvitationResult {
  invitation: Invitation;
  message: 'INVITATION_SENT' | 'INVITATION_SENT_NOT_MAILED';
}

/**
 * Sends an invitation by user id and/or email. Refuses inviting yourself, a second pending invitation
 * between the same two players (in either direction) and a player already on a confirmed team with you.
 * Expired invitations in the way are closed as `expired` first.
 * An invitation by email gets its "You have been invited" mail planned in the mail outbox just before it is written
 * (decision 126): the mail leaves later, so a mail server outage never fails the invitation. Only a caller whose own
 * email is verified invites by email, within the mail limits per inviter and address and per address (decision 192);
 * every invitation counts against the inviter's hourly limit (decision 193).
 */
export async function sendInvitation(
  caller: Caller,
  target: InvitationTarget,
  { lookupPlayer, invitationTtlDays, invitationMailPlanned, limits }: InvitationDeps,
): Promise<SentInvitationResult> {
  const { inviteeId } = target;
  const inviteeEmail = target.inviteeEmail?.toLowerCase() ?? null;
  const ownEmail = caller.profile.email;
  if (inviteeId === caller.id || (inviteeEmail !== null && inviteeEmail === ownEmail)) {
    throw new AppError(400, 'CANNOT_INVITE_YOURSELF');
  }
  if (inviteeEmail !== null && caller.verifiedEmail === null) throw new AppError(403, 'INVITER_EMAIL_NOT_VERIFIED');

  const [inviteeProfile, inviterDetails] = await Promise.all([inviteeId ? lookupPlayer(inviteeId) : null, lookupPlayer(caller.id)]);
  const knownInviteeEmail = inviteeEmail ?? inviteeProfile?.email ?? null;

  if (inviteeId) {
    const team = await findTeamOfPair(caller.id, inviteeId);
    if (team?.status === 'confirmed') throw new AppError(409, 'ALREADY_TEAMMATES');
  }
  if (knownInviteeEmail && (await findConfirmedTeamWithEmail(caller.id, knownInviteeEmail))) {
    throw new AppError(409, 'ALREADY_TEAMMATES');
  }

  // Either direction: my pending invitation to them, or theirs to me (by id or by my email).
  const sameTwo: object[] = [];
  if (inviteeId) {
    sameTwo.push({ pending_key: pairKey(caller.id, inviteeId) });
    if (ownEmail) sameTwo.push({ inviter: inviteeId, invitee: null, invitee_email: ownEmail });
  }
  if (knownInviteeEmail) {
    sameTwo.push({ inviter: caller.id, invitee_email: knownInviteeEmail });
    sameTwo.push({ 'inviter_profile.email': knownInviteeEmail, invitee: caller.id });
    if (ownEmail) sameTwo.push({ 'inviter_profile.email': knownInviteeEmail, invitee: null, invitee_email: ownEmail });
  }
  const now = new Date();
  const inTheWay = await findPendingMatching(sameTwo);
  if (inTheWay.some((invitation) => !isExpired(invitation, now, invitationTtlDays))) throw new AppError(409, 'PENDING_INVITATION_EXISTS');
  for (const invitation of inTheWay) {
    if (!(await closeExpired(invitation))) throw new AppError(409, 'PENDING_INVITATION_EXISTS');
  }

  const id = newInvitationId();
  const sentAt = new Date();
  const sent = createEvent(
    'invitation-sent',
    {
      invitationId: id,
      inviterId: caller.id,
      inviteeId,
      inviteeEmail,
      sentAt: sentAt.toISOString(),
      expiresAt: expiryOf(sentAt, invitationTtlDays).toISOString(),
    },
    'teams',
  );
  const counted = await businessLimits.take(
    { name: 'invitations', limit: limits.invitationsPerHour, windowMs: HOUR_MS },
    caller.id,
    'INVITATIONS_RATE_LIMITED',
  );
  const mailWanted = inviteeEmail !== null && invitationMailPlanned !== undefined;
  const mailTickets = mailWanted ? await takeMailAllowance(caller.id, inviteeEmail, limits) : undefined;
  const mailed = mailTickets !== undefined;
  if (mailed) await planInvitationMail(id);
  try {
    const record = await insertInvitation(
      {
        inviter: caller.id,
        invitee: inviteeId,
        invitee_email: inviteeEmail,
        token: newInvitationToken(),
        pending_key: inviteeId ? pairKey(caller.id, inviteeId) : emailKey(caller.id, inviteeEmail as string),
        inviter_profile: withPlayerDetails(caller.profile, inviterDetails),
        invitee_profile: inviteeProfile,
      },
      id,
      sent,
    );
    if (mailed) invitationMailPlanned?.();
    return {
      invitation: toInvitation(record, invitationTtlDays),
      message: mailWanted && !mailed ? 'INVITATION_SENT_NOT_MAILED' : 'INVITATION_SENT',
    };
  } catch (error) {
    // No invitation, no mail (the relay would also drop it later), and nothing counted.
    if (mailed) await dropInvitationMail(id).catch(() => undefined);
    for (const ticket of [counted, ...(mailTickets ?? [])]) await businessLimits.refund(ticket).catch(() => undefined);
    // A concurrent request created the same pending invitation first.
    if (isDuplicateKeyError(error)) throw new AppError(409, 'PENDING_INVITATION_EXISTS');
    throw error;
  }
}

/**
 * The caller's pending invitations that have not expired, newest first: the page `query` asks for with how many
 * there are, or without a query the older forms' first 100.
 */
export async function pendingInvitationsFor(
  caller: Caller,
  ttlDays: number,
  query?: PageQuery,
): Promise<{ items: InvitationRecord[]; total: number }> {
  return findPendingInvitationsFor(caller.id, caller.verifiedEmail, stillAnswerableSince(new Date(), ttlDays), sliceOf(query));
}

/**
 * What the caller sent and is still waiting on (not expired), newest first, with when it was sent, without the
 * invitees' tokens: a page as above.
 */
export async function pendingInvitationsSentBy(
  caller: Caller,
  ttlDays: number,
  query?: PageQuery,
): Promise<{ items: SentInvitation[]; total: number }> {
  const { items, total } = await findPendingInvitationsSentBy(caller.id, stillAnswerableSince(new Date(), ttlDays), sliceOf(query));
  const sent = items.map((record) => {
    const { token: _token, ...invitation } = toInvitation(record, ttlDays);
    return { ...invitation, created_at: record.createdAt.toISOString() };
  });
  return { items: sent, total };
}

/**
 * Closes the pending invitation as `status`, with invitation-closed in the same write (nothing is written, and no event,
 * when it was no longer pending).
 */
function close(
  invitation: InvitationRecord,
  status: InvitationAnswer,
  changes: { invitee?: string; team_id?: string } = {},
): Promise<boolean> {
  const closed = createEvent(
    'invitation-closed',
    {
      invitationId: String(invitation._id),
      inviterId: invitation.inviter,
      inviteeId: changes.invitee ?? invitation.invitee,
      inviteeEmail: invitation.invitee_email,
      status,
      closedAt: new Date().toISOString(),
    },
    'teams',
  );
  return closeInvitation(invitation._id, status, changes, closed);
}

/** Only the invitee may answer: by id when the invitation names one, else by the verified email it was sent to. */
function assertInvitee(invitation: InvitationRecord, caller: Caller, action: 'accept' | 'decline'): void {
  const isInvitee = invitation.invitee
    ? invitation.invitee === caller.id
    : invitation.invitee_email !== null && invitation.invitee_email === caller.verifiedEmail;
  if (isInvitee) return;
  // The invited address itself, not confirmed yet: say what to do rather than refuse as if it were someone else.
  if (!invitation.invitee && invitation.invitee_email !== null && invitation.invitee_email === caller.unverifiedEmail)
    throw new AppError(403, 'INVITEE_EMAIL_NOT_VERIFIED');
  throw new AppError(403, action === 'accept' ? 'ONLY_INVITEE_CAN_ACCEPT' : 'ONLY_INVITEE_CAN_DECLINE');
}

/** The 409 code for an invitation that already has `answer`. */
const ANSWERED_ALREADY = {
  accepted: 'INVITATION_ALREADY_ACCEPTED',
  declined: 'INVITATION_ALREADY_DECLINED',
  cancelled: 'INVITATION_ALREADY_CANCELLED',
  expired: 'INVITATION_EXPIRED',
} as const satisfies Record<InvitationAnswer, ApiCode>;

function assertPending(invitation: InvitationRecord): void {
  if (invitation.status !== 'pending') throw new AppError(409, ANSWERED_ALREADY[invitation.status as InvitationAnswer]);
}

/**
 * Claims the invitation for the caller's answer, or, once its time is up, for `expired`: then it is closed
 * (releasing its pending key) and the caller gets 409. A claim another request won first is returned as usual.
 */
async function claimUnlessExpired(
  invitation: InvitationRecord,
  answer: InvitationAnswer,
  by: string,
  ttlDays: number,
  invitee?: MemberSnapshot,
): Promise<AnswerClaim> {
  if (!isExpired(invitation, new Date(), ttlDays)) return claimAnswer(String(invitation._id), answer, by, invitee);
  const claim = await claimAnswer(String(invitation._id), 'expired', EXPIRY);
  if (!claim.claimed) return claim;
  await close(invitation, 'expired');
  throw new AppError(409, 'INVITATION_EXPIRED');
}

/**
 * Closes an expired invitation that stands in the way of a new one. When another claim came first, closes it as
 * that claim decided; an accept (finished here if it stopped halfway) still counts: false.
 */
async function closeExpired(invitation: InvitationRecord): Promise<boolean> {
  const claim = await claimAnswer(String(invitation._id), 'expired', EXPIRY);
  if (claim.claimed) {
    await close(invitation, 'expired');
    return true;
  }
  await closeAsClaimed(invitation, claim.existing);
  return claim.existing.answer !== 'accepted';
}

/**
 * Closes the invitation as an earlier claim decided (that request may have stopped before closing it). A cancel
 * was the inviter's and an expiry nobody's, so they name no invitee. An accept closes with its team: one that stopped
 * before forming it is finished here from the invitee its claim recorded (forming is keyed by the invitation, so a
 * request still forming it meets the same team), or, when the pair has become a team since, released.
 */
async function closeAsClaimed(invitation: InvitationRecord, { answer, by, invitee }: InvitationAnswerRecord): Promise<void> {
  if (answer === 'cancelled' || answer === 'expired') {
    await close(invitation, answer);
    return;
  }
  if (answer === 'declined') {
    await close(invitation, answer, { invitee: by });
    return;
  }
  const teamId = (await findTeamIdOfInvitation(String(invitation._id))) ?? (await finishAccept(invitation, invitee));
  if (teamId) await close(invitation, answer, { invitee: by, team_id: teamId });
}

/** Forms the team of an accept that stopped after its claim; its id, or null when it cannot be formed (claim released). */
async function finishAccept(invitation: InvitationRecord, invitee: MemberSnapshot | null | undefined): Promise<string | null> {
  // Claims made before the claim recorded its invitee: only a request of the invitee can finish them.
  if (!invitee) return null;
  const formed = await formTeam({ invitation, invitee });
  if (formed.outcome !== 'pair-already-teamed') return String(formed.team._id);
  await releaseAnswer(String(invitation._id));
  return null;
}

export async function acceptInvitationByToken(caller: Caller, token: string, deps: InvitationDeps): Promise<Team> {
  const invitation = await findInvitationByToken(token);
  if (!invitation) throw new AppError(404, 'INVITATION_NOT_FOUND');
  return accept(invitation, caller, deps);
}

export async function acceptInvitationById(caller: Caller, id: string, deps: InvitationDeps): Promise<Team> {
  const invitation = await findInvitationById(id);
  if (!invitation) throw new AppError(404, 'INVITATION_NOT_FOUND');
  return accept(invitation, caller, deps);
}

/**
 * Claims the invitation (an insert keyed by its id), forms the team (its insert carries invitation-accepted
 * in its outbox), then marks the invitation accepted. The claim and the team's unique invitation id make a
 * double-click form one team; a crash after the claim is repaired when the invitee tries again (even after the
 * invitation's time ran out: the claim was made before).
 */
async function accept(invitation: InvitationRecord, caller: Caller, { lookupPlayer, invitationTtlDays }: InvitationDeps): Promise<Team> {
  assertInvitee(invitation, caller, 'accept');
  assertPending(invitation);
  if (invitation.inviter === caller.id) throw new AppError(400, 'CANNOT_ACCEPT_OWN_INVITATION');

  const invitationId = String(invitation._id);
  const invitee = withPlayerDetails(caller.profile, invitation.invitee_profile ?? (await lookupPlayer(caller.id)));
  const claim = await claimUnlessExpired(invitation, 'accepted', caller.id, invitationTtlDays, invitee);
  if (!claim.claimed) {
    const { answer, by } = claim.existing;
    const unfinished = answer === 'accepted' && by === caller.id && (await findTeamIdOfInvitation(invitationId)) === null;
    if (!unfinished) await refuseClaimed(invitation, claim.existing);
  }

  const formed = await formTeam({ invitation, invitee });
  if (formed.outcome === 'already-formed-by-this-invitation') {
    await close(invitation, 'accepted', { invitee: caller.id, team_id: String(formed.team._id) });
    throw new AppError(409, 'INVITATION_ALREADY_ACCEPTED');
  }
  if (formed.outcome === 'pair-already-teamed') {
    await releaseAnswer(invitationId);
    throw new AppError(409, 'ALREADY_TEAMMATES');
  }
  await close(invitation, 'accepted', { invitee: caller.id, team_id: String(formed.team._id) });
  return toTeam(formed.team);
}

export async function declineInvitationById(caller: Caller, id: string, ttlDays: number): Promise<void> {
  const invitation = await findInvitationById(id);
  if (!invitation) throw new AppError(404, 'INVITATION_NOT_FOUND');
  assertInvitee(invitation, caller, 'decline');
  assertPending(invitation);
  const claim = await claimUnlessExpired(invitation, 'declined', caller.id, ttlDays);
  if (!claim.claimed) await refuseClaimed(invitation, claim.existing);
  await close(invitation, 'declined', { invitee: caller.id });
}

/** 409 for an invitation another request claimed first, closing it as that claim decided. */
async function refuseClaimed(invitation: InvitationRecord, existing: InvitationAnswerRecord): Promise<never> {
  await closeAsClaimed(invitation, existing);
  throw new AppError(409, ANSWERED_ALREADY[existing.answer]);
}

/**
 * The inviter withdraws a pending invitation. It races accept and decline for the same answer claim; once
 * cancelled, the pending key is released, so the two players may invite each other again.
 */
export async function cancelInvitationById(caller: Caller, id: string, ttlDays: number): Promise<void> {
  const invitation = await findInvitationById(id);
  if (!invitation) throw new AppError(404, 'INVITATION_NOT_FOUND');
  if (invitation.inviter !== caller.id) throw new AppError(403, 'ONLY_INVITER_CAN_CANCEL');
  assertPending(invitation);
  const claim = await claimUnlessExpired(invitation, 'cancelled', caller.id, ttlDays);
  if (!claim.claimed) await refuseClaimed(invitation, claim.existing);
  await close(invitation, 'cancelled');
}
