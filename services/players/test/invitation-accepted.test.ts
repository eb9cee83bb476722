import { createEvent } from '@padel/service-kit';
import { serviceUnderTest } from '@padel/tools/testing/service-under-test';
import * as players from '../src/app';
import { ProfileModel } from '../src/data-access/profile-model';
import { CONSUMED_EVENTS, eventually, testId } from './support';

const service = serviceUnderTest({ service: 'players', app: players, consumes: CONSUMED_EVENTS, publisher: true });

describe('invitation-accepted consumer', () => {
  it('when an invitation is accepted, then both players record each other as partner, once even if the event repeats', async () => {
    const sara = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e05';
    const yousef = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e06';
    const teamId = `team-${testId()}`;
    const event = createEvent(
      'invitation-accepted',
      {
        invitationId: `inv-${testId()}`,
        teamId,
        inviterId: sara,
        inviteeId: yousef,
        inviterName: 'Sara Nasser',
        inviteeName: 'Yousef Al Amiri',
        acceptedAt: new Date().toISOString(),
      },
      'teams',
    );

    await service.publisher().publish(event);
    await service.publisher().publish(createEvent('invitation-accepted', event.data, 'teams')); // same change, new event id

    await eventually(async () => {
      const profiles = await ProfileModel.find({ _id: { $in: [sara, yousef] } }).lean();
      return profiles.length === 2 && profiles.every((profile) => (profile.partners ?? []).some((partner) => partner.teamId === teamId));
    });
    const [saraProfile, yousefProfile] = await Promise.all([ProfileModel.findById(sara).lean(), ProfileModel.findById(yousef).lean()]);
    expect(saraProfile?.partners.filter((p) => p.teamId === teamId)).toEqual([
      expect.objectContaining({ partnerId: yousef, partnerName: 'Yousef Al Amiri' }),
    ]);
    expect(yousefProfile?.partners.filter((p) => p.teamId === teamId)).toEqual([
      expect.objectContaining({ partnerId: sara, partnerName: 'Sara Nasser' }),
    ]);
  });
});
