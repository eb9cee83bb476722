import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import {
  InvitationListSchema,
  InvitationPageSchema,
  LegacyInvitationListSchema,
  LegacyTeamListSchema,
  SentInvitationPageSchema,
  TeamListSchema,
  TeamPageSchema,
} from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { InvitationModel } from '../src/data-access/invitation-model';
import { memberKey, TeamModel } from '../src/data-access/team-model';
import { teamsServiceForTests } from './support';

const { omar, layla, khalid } = demoUsers;
const { call, as } = teamsServiceForTests([omar, layla, khalid]);

const snapshot = (id: string, full_name: string) => ({ id, full_name, email: null, country: null, photo_url: null });
/** One second apart, the first an hour ago: well within the invitations' time limit. */
const momentOf = (index: number) => new Date(Date.now() - 3_600_000 + index * 1000);

/**
 * 101 confirmed teams of `player` (every other one with `player` second), each with a new partner, oldest first;
 * written through the driver so that each keeps its own moment.
 */
async function confirmedTeamsOf(player: { id: string; fullName: string }, count: number): Promise<string[]> {
  const docs = Array.from({ length: count }, (_, index) => {
    const partner = randomUUID();
    const [player1, player2] = index % 2 === 0 ? [player.id, partner] : [partner, player.id];
    return {
      _id: new mongoose.Types.ObjectId(),
      player1,
      player2,
      member_key: memberKey(player1, player2),
      invitation_id: randomUUID(),
      status: 'confirmed',
      player1_profile: snapshot(player1, player1 === player.id ? player.fullName : `Partner ${index}`),
      player2_profile: snapshot(player2, player2 === player.id ? player.fullName : `Partner ${index}`),
      outbox: [],
      createdAt: momentOf(index),
      updatedAt: momentOf(index),
    };
  });
  await TeamModel.collection.insertMany(docs);
  return docs.map((doc) => String(doc._id));
}

/** `count` pending invitations from `inviter` (a new player when null) to `invitee` (a new player when null), oldest first. */
async function pendingInvitations(count: number, { inviter, invitee }: { inviter: string | null; invitee: string | null }) {
  const docs = Array.from({ length: count }, (_, index) => {
    const from = inviter ?? randomUUID();
    const to = invitee ?? randomUUID();
    return {
      _id: new mongoose.Types.ObjectId(),
      inviter: from,
      invitee: to,
      invitee_email: null,
      token: randomUUID(),
      status: 'pending',
      pending_key: `pair:${[from, to].sort().join('|')}`,
      inviter_profile: snapshot(from, `Inviter ${index}`),
      invitee_profile: snapshot(to, `Invitee ${index}`),
      team_id: null,
      responded_at: null,
      outbox: [],
      createdAt: momentOf(index),
      updatedAt: momentOf(index),
    };
  });
  await InvitationModel.collection.insertMany(docs);
  return docs.map((doc) => String(doc._id));
}

const idsOf = (body: { items: Array<{ id: string }> }) => body.items.map((item) => item.id);

describe.each(['/api/teams/me', '/api/team-invitations/me', '/api/team-invitations/sent'])('GET %s paged', (path) => {
  it.each([
    ['limit=101', 'limit', 'Must be from 1 to 100'],
    ['page=0', 'page', 'Must be 1 or more'],
    ['limit=many', 'limit', 'Must be a whole number'],
    ['sort=name', '', 'Unrecognized key: "sort"'],
  ])('when the query is %s, then 400 VALIDATION_FAILED naming "%s"', async (query, field, message) => {
    const { status, body } = await call('GET', `${path}?${query}`, as(omar));

    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: field, message }] });
  });

  it('when no token is sent, then 401', async () => {
    expect((await call('GET', `${path}?page=1`)).status).toBe(401);
  });
});

describe('GET /api/teams/me paged', () => {
  it("when the caller has 101 teams, then pages of them come oldest first with the total, and not other players' teams", async () => {
    const oldestFirst = await confirmedTeamsOf(omar, 101);
    await confirmedTeamsOf(layla, 3);

    const first = await call('GET', '/api/teams/me?page=1', as(omar));
    const last = await call('GET', '/api/teams/me?page=2&limit=100', as(omar));

    expect(first.status).toBe(200);
    expect(TeamPageSchema.parse(first.body)).toMatchObject({ page: 1, limit: 20, total: 101 });
    expect(idsOf(first.body)).toEqual(oldestFirst.slice(0, 20));
    expect(first.body.items[1]).toMatchObject({ player2: omar.id, player1_profile: { full_name: 'Partner 1' } });
    expect(last.body).toMatchObject({ page: 2, limit: 100, total: 101 });
    expect(idsOf(last.body)).toEqual(oldestFirst.slice(100));
  });

  it('when no parameter is given, then the older form is an array of the first 100', async () => {
    const oldestFirst = await confirmedTeamsOf(omar, 101);

    const { status, body } = await call('GET', '/api/teams/me', as(omar));

    expect(status).toBe(200);
    expect(TeamListSchema.parse(body).map((team) => team.id)).toEqual(oldestFirst.slice(0, 100));
  });

  it('when the older form ?playerId= is asked, then it is bounded to the first 100 too', async () => {
    const oldestFirst = await confirmedTeamsOf(omar, 101);

    const { body } = await call('GET', `/api/teams?playerId=${omar.id}`, as(omar));

    expect(LegacyTeamListSchema.parse(body).map((team) => team.id)).toEqual(oldestFirst.slice(0, 100));
  });
});

describe('GET /api/team-invitations/me paged', () => {
  it("when the caller has 101 pending invitations, then pages of them come newest first with the total, and not others'", async () => {
    const newestFirst = (await pendingInvitations(101, { inviter: null, invitee: omar.id })).reverse();
    await pendingInvitations(3, { inviter: null, invitee: layla.id });
    await pendingInvitations(2, { inviter: omar.id, invitee: null });

    const first = await call('GET', '/api/team-invitations/me?limit=30', as(omar));
    const last = await call('GET', '/api/team-invitations/me?page=4&limit=30', as(omar));

    expect(first.status).toBe(200);
    expect(InvitationPageSchema.parse(first.body)).toMatchObject({ page: 1, limit: 30, total: 101 });
    expect(idsOf(first.body)).toEqual(newestFirst.slice(0, 30));
    expect(first.body.items.every((invitation: { invitee: string }) => invitation.invitee === omar.id)).toBe(true);
    expect(idsOf(last.body)).toEqual(newestFirst.slice(90));
  });

  it('when no parameter is given, then the older forms are arrays of the newest 100', async () => {
    const newestFirst = (await pendingInvitations(101, { inviter: null, invitee: omar.id })).reverse();

    const { body } = await call('GET', '/api/team-invitations/me', as(omar));
    const legacy = await call('GET', `/api/team-invitations?inviteeId=${omar.id}`, as(omar));

    expect(InvitationListSchema.parse(body).map((invitation) => invitation.id)).toEqual(newestFirst.slice(0, 100));
    expect(LegacyInvitationListSchema.parse(legacy.body).map((invitation) => invitation.id)).toEqual(newestFirst.slice(0, 100));
  });
});

describe('GET /api/team-invitations/sent paged', () => {
  it("when the caller sent 101 pending invitations, then pages of them come newest first with the total, and not others'", async () => {
    const newestFirst = (await pendingInvitations(101, { inviter: khalid.id, invitee: null })).reverse();
    await pendingInvitations(3, { inviter: layla.id, invitee: null });
    await pendingInvitations(2, { inviter: null, invitee: khalid.id });

    const first = await call('GET', '/api/team-invitations/sent?page=1&limit=100', as(khalid));
    const last = await call('GET', '/api/team-invitations/sent?page=2&limit=100', as(khalid));

    expect(first.status).toBe(200);
    expect(SentInvitationPageSchema.parse(first.body)).toMatchObject({ page: 1, limit: 100, total: 101 });
    expect(idsOf(first.body)).toEqual(newestFirst.slice(0, 100));
    expect(first.body.items.every((invitation: { inviter: string }) => invitation.inviter === khalid.id)).toBe(true);
    expect(idsOf(last.body)).toEqual(newestFirst.slice(100));
  });

  it('when no parameter is given, then the older form is an array of the newest 100', async () => {
    const newestFirst = (await pendingInvitations(101, { inviter: khalid.id, invitee: null })).reverse();

    const { body } = await call('GET', '/api/team-invitations/sent', as(khalid));

    expect(body.map((invitation: { id: string }) => invitation.id)).toEqual(newestFirst.slice(0, 100));
  });
});
