import { createEvent } from '@padel/service-kit';
import { serviceUnderTest } from '@padel/tools/testing/service-under-test';
import * as tournaments from '../src/app';
import { ConfirmedTeamModel } from '../src/data-access/confirmed-team-model';
import { CONSUMED_EVENTS, eventually, testId } from './support';

const service = serviceUnderTest({
  service: 'tournaments',
  app: tournaments,
  consumes: CONSUMED_EVENTS,
  overrides: { SEED_DEMO_DATA: false },
  publisher: true,
});

describe('invitation-accepted consumer', () => {
  it('when an invitation is accepted, then the confirmed team is kept locally once, even if the change is announced twice', async () => {
    const teamId = `team-${testId()}`;
    const data = {
      invitationId: `inv-${testId()}`,
      teamId,
      inviterId: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03',
      inviteeId: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e04',
      inviterName: 'Layla Farouk',
      inviteeName: 'Khalid Rahman',
      acceptedAt: '2026-01-05T10:00:00.000Z',
    };

    await service.publisher().publish(createEvent('invitation-accepted', data, 'teams'));
    await service.publisher().publish(createEvent('invitation-accepted', data, 'teams'));

    await eventually(async () => (await ConfirmedTeamModel.countDocuments({ _id: teamId })) === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ConfirmedTeamModel.find({ _id: teamId }).lean()).toEqual([
      expect.objectContaining({
        player1: data.inviterId,
        player2: data.inviteeId,
        player1_name: 'Layla Farouk',
        player2_name: 'Khalid Rahman',
      }),
    ]);
  });
});
