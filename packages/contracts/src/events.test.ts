import { randomUUID } from 'node:crypto';
import { BROKER_SERVICES, EVENT_PUBLISHERS, EVENT_TYPES, EventEnvelopeSchema, eventTypesPublishedBy } from './events';

const accepted = {
  id: randomUUID(),
  type: 'invitation-accepted',
  occurredAt: '2026-01-05T10:00:00.000Z',
  source: 'teams',
  data: {
    invitationId: 'inv-1',
    teamId: 'team-1',
    inviterId: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01',
    inviteeId: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02',
    inviterName: 'Noura Al Mansouri',
    inviteeName: 'Omar Haddad',
    acceptedAt: '2026-01-05T10:00:00.000Z',
  },
};

describe('EventEnvelopeSchema', () => {
  it('when an invitation-accepted envelope is valid, then it parses with its type', () => {
    expect(EventEnvelopeSchema.parse(accepted).type).toBe('invitation-accepted');
  });

  it('when the data does not match its type, then it fails', () => {
    const mismatched = { ...accepted, type: 'entry-confirmed' };

    expect(EventEnvelopeSchema.safeParse(mismatched).success).toBe(false);
  });

  it('when the type is unknown, the id is not a uuid or occurredAt is not a date-time, then it fails', () => {
    expect(EventEnvelopeSchema.safeParse({ ...accepted, type: 'team-deleted' }).success).toBe(false);
    expect(EventEnvelopeSchema.safeParse({ ...accepted, id: 'evt-1' }).success).toBe(false);
    expect(EventEnvelopeSchema.safeParse({ ...accepted, occurredAt: 'yesterday' }).success).toBe(false);
  });

  it('when an entry-confirmed envelope is valid, then it parses', () => {
    const confirmed = {
      id: randomUUID(),
      type: 'entry-confirmed',
      occurredAt: '2026-01-06T09:30:00+04:00',
      source: 'tournaments',
      data: {
        entryId: 'entry-1',
        tournamentId: 'tour-1',
        teamId: 'team-1',
        player1: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01',
        player2: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02',
        confirmedAt: '2026-01-06T09:30:00+04:00',
      },
    };

    expect(EventEnvelopeSchema.parse(confirmed).type).toBe('entry-confirmed');
  });

  it('when an entry-withdrawn envelope is valid, then it parses with its data', () => {
    const withdrawn = {
      id: randomUUID(),
      type: 'entry-withdrawn',
      occurredAt: '2026-01-07T12:00:00.000Z',
      source: 'tournaments',
      data: {
        entryId: 'entry-1',
        tournamentId: 'tour-1',
        teamId: 'team-1',
        withdrawnBy: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02',
        withdrawnAt: '2026-01-07T12:00:00.000Z',
        wasConfirmed: true,
      },
    };

    expect(EventEnvelopeSchema.parse(withdrawn)).toMatchObject({ type: 'entry-withdrawn', data: { wasConfirmed: true } });
  });

  it('when an entry-withdrawn envelope lacks wasConfirmed or withdrawnBy is not a user id, then it fails', () => {
    const data = {
      entryId: 'entry-1',
      tournamentId: 'tour-1',
      teamId: 'team-1',
      withdrawnBy: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02',
      withdrawnAt: '2026-01-07T12:00:00.000Z',
    };
    const withdrawn = { id: randomUUID(), type: 'entry-withdrawn', occurredAt: '2026-01-07T12:00:00.000Z', source: 'tournaments' };

    expect(EventEnvelopeSchema.safeParse({ ...withdrawn, data }).success).toBe(false);
    expect(EventEnvelopeSchema.safeParse({ ...withdrawn, data: { ...data, wasConfirmed: false, withdrawnBy: 'omar' } }).success).toBe(
      false,
    );
  });

  it('when a tournament-status-changed envelope is valid, then it parses; an unknown status or a revision of 0 fails', () => {
    const changed = {
      id: randomUUID(),
      type: 'tournament-status-changed',
      occurredAt: '2026-01-05T10:00:00.000Z',
      source: 'tournaments',
      data: {
        tournamentId: 't-1',
        tournamentTitle: 'Sharjah Bronze Open',
        status: 'draft',
        previousStatus: 'published',
        changedBy: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01',
        changedAs: 'organizer',
        changedAt: '2026-01-05T10:00:00.000Z',
        revision: 1,
      },
    };

    expect(EventEnvelopeSchema.parse(changed).data).toEqual(changed.data);
    expect(EventEnvelopeSchema.safeParse({ ...changed, data: { ...changed.data, status: 'archived' } }).success).toBe(false);
    expect(EventEnvelopeSchema.safeParse({ ...changed, data: { ...changed.data, revision: 0 } }).success).toBe(false);
  });

  it('when an invitation is sent by email and then closed, then both envelopes parse; an unknown closing status fails', () => {
    const base = { id: '9b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d', occurredAt: '2026-01-05T12:00:00.000Z', source: 'teams' };
    const inviterId = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02';
    const sent = {
      ...base,
      type: 'invitation-sent',
      data: {
        invitationId: 'inv-9',
        inviterId,
        inviteeId: null,
        inviteeEmail: 'friend@padel.test',
        sentAt: '2026-01-05T12:00:00.000Z',
        expiresAt: '2026-01-19T12:00:00.000Z',
      },
    };
    const closed = {
      ...base,
      type: 'invitation-closed',
      data: {
        invitationId: 'inv-9',
        inviterId,
        inviteeId: null,
        inviteeEmail: 'friend@padel.test',
        status: 'declined',
        closedAt: '2026-01-06T12:00:00.000Z',
      },
    };

    expect(EventEnvelopeSchema.parse(sent).data).toEqual(sent.data);
    expect(EventEnvelopeSchema.parse(closed).data).toEqual(closed.data);
    expect(EventEnvelopeSchema.safeParse({ ...closed, data: { ...closed.data, status: 'pending' } }).success).toBe(false);
  });

  it('lists every event type', () => {
    expect(EVENT_TYPES).toEqual([
      'invitation-accepted',
      'invitation-sent',
      'invitation-closed',
      'entry-confirmed',
      'entry-withdrawn',
      'entry-waitlisted',
      'entry-rejected',
      'tournament-drawn',
      'match-completed',
      'tournament-completed',
      'match-updated',
      'draw-changed',
      'tournament-status-changed',
      'account-blocked',
    ]);
  });

  it('when an envelope carries a well-formed correlation id, then it keeps it; a malformed one fails, and none is fine', () => {
    expect(EventEnvelopeSchema.parse({ ...accepted, correlationId: 'req-42:a.b' }).correlationId).toBe('req-42:a.b');
    expect(EventEnvelopeSchema.safeParse({ ...accepted, correlationId: 'two words' }).success).toBe(false);
    expect(EventEnvelopeSchema.safeParse({ ...accepted, correlationId: 'x'.repeat(129) }).success).toBe(false);
    expect(EventEnvelopeSchema.parse(accepted)).not.toHaveProperty('correlationId');
  });
});

describe('EVENT_PUBLISHERS', () => {
  it('names one broker service as the publisher of every event type', () => {
    expect(Object.keys(EVENT_PUBLISHERS).sort()).toEqual([...EVENT_TYPES].sort());
    for (const service of Object.values(EVENT_PUBLISHERS)) expect(BROKER_SERVICES).toContain(service);
  });

  it('when asked for what a service publishes, then it lists its types only', () => {
    expect(eventTypesPublishedBy('teams')).toEqual(['invitation-accepted', 'invitation-sent', 'invitation-closed']);
    expect(eventTypesPublishedBy('players')).toEqual(['account-blocked']);
    expect(eventTypesPublishedBy('tournaments')).not.toContain('invitation-accepted');
  });
});
