import {
  AcceptInvitationSchema,
  AnyCreateInvitationSchema,
  CreateInvitationSchema,
  InvitationSchema,
  InvitationStatusSchema,
  LegacyCreateInvitationSchema,
  SentInvitationSchema,
} from './invitation';
import { TeamSchema } from './team';

const omar = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02';
const layla = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03';

describe('CreateInvitationSchema', () => {
  it('when an invitee id or an invitee email is given, then it parses', () => {
    expect(CreateInvitationSchema.parse({ invitee_id: layla })).toEqual({ invitee_id: layla });
    expect(CreateInvitationSchema.parse({ invitee_email: ' Layla@Padel.Local ' })).toEqual({ invitee_email: 'layla@padel.local' });
  });

  it('when neither is given, then it fails asking for a partner', () => {
    const result = CreateInvitationSchema.safeParse({ invitee_email: '' });

    expect(result.error?.issues[0]?.message).toBe('Choose a partner or enter an email');
  });

  it('when the invitee id is not a uuid or the email is malformed, then it fails', () => {
    expect(CreateInvitationSchema.safeParse({ invitee_id: '42' }).success).toBe(false);
    expect(CreateInvitationSchema.safeParse({ invitee_email: 'layla@' }).success).toBe(false);
  });
});

describe('LegacyCreateInvitationSchema', () => {
  it('when the older form is sent with inviteeEmail null, then it parses', () => {
    expect(LegacyCreateInvitationSchema.parse({ inviterId: omar, inviteeId: layla, inviteeEmail: null })).toEqual({
      inviterId: omar,
      inviteeId: layla,
      inviteeEmail: null,
    });
  });

  it('when either generation is sent, then the union accepts it', () => {
    expect(AnyCreateInvitationSchema.safeParse({ inviterId: omar, inviteeId: layla, inviteeEmail: null }).success).toBe(true);
    expect(AnyCreateInvitationSchema.safeParse({ invitee_id: layla }).success).toBe(true);
    expect(AnyCreateInvitationSchema.safeParse({}).success).toBe(false);
  });
});

describe('AcceptInvitationSchema', () => {
  it('when the token is missing or blank, then it fails', () => {
    expect(AcceptInvitationSchema.safeParse({}).error?.issues[0]?.message).toBe('Invitation token is required');
    expect(AcceptInvitationSchema.safeParse({ token: '  ' }).success).toBe(false);
  });
});

describe('InvitationStatusSchema', () => {
  it('when an invitation was withdrawn by its inviter, then cancelled is a status; anything else unknown fails', () => {
    expect(InvitationStatusSchema.parse('cancelled')).toBe('cancelled');
    expect(InvitationStatusSchema.safeParse('withdrawn').success).toBe(false);
  });
});

describe('SentInvitationSchema', () => {
  const sent = { id: 'inv-1', inviter: omar, invitee: layla, invitee_email: null, status: 'pending', inviter_profile: null };

  it('when the sent time is given, then it must be an ISO date-time; without it the invitation still parses', () => {
    expect(SentInvitationSchema.parse({ ...sent, created_at: '2026-01-05T10:00:00.000Z' }).created_at).toBe('2026-01-05T10:00:00.000Z');
    expect(SentInvitationSchema.safeParse({ ...sent, created_at: 'yesterday' }).success).toBe(false);
    expect(SentInvitationSchema.safeParse(sent).success).toBe(true);
  });
});

describe('TeamSchema', () => {
  it('when status is absent, then it defaults to pending; unknown statuses fail', () => {
    const team = { id: 't1', player1: omar, player2: layla, player1_profile: null, player2_profile: null };

    expect(TeamSchema.parse(team).status).toBe('pending');
    expect(TeamSchema.safeParse({ ...team, status: 'active' }).success).toBe(false);
  });
});

describe('TeamSchema tournaments_entered', () => {
  it('when a team lists its entered tournaments, then each needs an entry, a tournament and an ISO confirmation time', () => {
    const team = { id: 't1', player1: omar, player2: layla, status: 'confirmed', player1_profile: null, player2_profile: null };
    const entered = {
      entry_id: 'e1',
      tournament_id: 'x1',
      tournament_title: 'Sharjah Bronze Open',
      confirmed_at: '2026-01-05T10:00:00.000Z',
    };

    expect(TeamSchema.parse({ ...team, tournaments_entered: [entered] }).tournaments_entered).toEqual([entered]);
    expect(TeamSchema.parse(team).tournaments_entered).toBeUndefined();
    expect(TeamSchema.safeParse({ ...team, tournaments_entered: [{ ...entered, confirmed_at: 'yesterday' }] }).success).toBe(false);
  });
});

describe('InvitationSchema expires_at', () => {
  const sent = { id: 'inv-1', inviter: omar, invitee: layla, invitee_email: null, status: 'pending', inviter_profile: null };

  it('when an invitation carries when it expires, then it parses with it; without it, it still parses', () => {
    expect(InvitationSchema.parse({ ...sent, token: 't', expires_at: '2026-12-06T10:00:00.000Z' }).expires_at).toBe(
      '2026-12-06T10:00:00.000Z',
    );
    expect(SentInvitationSchema.parse({ ...sent, expires_at: '2026-12-06T10:00:00.000Z' }).expires_at).toBe('2026-12-06T10:00:00.000Z');
    expect(InvitationSchema.parse({ ...sent, token: 't' }).expires_at).toBeUndefined();
  });

  it('when expires_at is not an ISO date-time, then it fails', () => {
    expect(InvitationSchema.safeParse({ ...sent, token: 't', expires_at: 'in two weeks' }).success).toBe(false);
  });
});
