// The API's texts are not part of a first screen (decision 183): these tests start without them, as the site does.
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ApiError } from '@padel/platform';
import { fakeApi, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { apiTexts } from '@padel/ui-kit';
import arabicUi from '@padel/ui-kit/i18n/ar.json';
import { useSendInvitation } from '../resources/teams';
import { useConfirmationText, useErrorText, useFieldErrorText } from './form-errors';

const me = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02';
const layla = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03';

function ErrorText({ error }: { error: unknown }) {
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  return (
    <>
      <p data-testid="error">{errorText(error, 'fallback')}</p>
      <p data-testid="field">{fieldText('Country is required')}</p>
    </>
  );
}

describe('the API texts, loaded when first needed', () => {
  test('when a refusal is shown in Arabic before the API texts are there, then they load and the Arabic text replaces the fallback', async () => {
    expect(apiTexts.get('ar')).toBeUndefined();
    const error = new ApiError(404, 'Player not found', undefined, { code: 'PLAYER_NOT_FOUND' });

    render(
      <IntlProvider locale="ar-AE-u-nu-latn" messages={arabicUi} defaultLocale="en-US" timeZone="Asia/Dubai">
        <ErrorText error={error} />
      </IntlProvider>,
    );

    expect(screen.getByTestId('error').textContent).toBe('fallback');
    expect(await screen.findByText('لم يتم العثور على اللاعب')).toBeTruthy();
    expect(screen.getByTestId('field').textContent).not.toBe('Country is required');
    expect(apiTexts.get('ar')).toBeDefined();
  });
});

describe('a micro-frontend’s own text for an API message', () => {
  test('when the API texts have loaded, then the micro-frontend’s own text still wins over theirs', async () => {
    await apiTexts.load('ar');
    const own = { ...arabicUi, 'validation.Country is required': 'اختر بلدك' };

    render(
      <IntlProvider locale="ar-AE-u-nu-latn" messages={own} defaultLocale="en-US" timeZone="Asia/Dubai">
        <ErrorText error={null} />
      </IntlProvider>,
    );

    expect(screen.getByTestId('field').textContent).toBe('اختر بلدك');
  });
});

let invite: ReturnType<typeof useSendInvitation> | undefined;
function InviteButton({ onSent }: { onSent: (text: string) => void }) {
  const confirmationText = useConfirmationText();
  invite = useSendInvitation({ onSuccess: (answer) => onSent(confirmationText(answer, 'fallback')) });
  return null;
}

describe('a mutation', () => {
  test('when it ends, then the API texts of the reader’s language are there before its callbacks run', async () => {
    expect(apiTexts.get('en')).toBeUndefined();
    fakeApi({
      'POST /api/team-invitations': {
        status: 201,
        body: {
          message: 'Invitation sent',
          code: 'INVITATION_SENT',
          invitation: { id: 'i1', inviter: me, invitee: layla, invitee_email: null, token: 'x', status: 'pending', inviter_profile: null },
        },
      },
    });
    let textsWhenSent: unknown;
    const sent = jest.fn(() => (textsWhenSent = apiTexts.get('en')));
    renderWithPlatform(<InviteButton onSent={sent} />, { auth: signedIn(me) });

    await act(() => invite!.mutateAsync({ invitee_id: layla }));

    expect(sent).toHaveBeenCalledTimes(1);
    expect(textsWhenSent).toBeDefined();
  });
});
