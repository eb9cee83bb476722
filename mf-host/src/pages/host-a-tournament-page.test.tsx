import { act, fireEvent, screen } from '@testing-library/react';
import { SignInGate } from '@padel/platform';
import { fakeApi, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { field, organizerApplication } from '../../test/fixtures';
import { HostATournamentPage } from './host-a-tournament-page';
import { HostDashboardPage } from './host-dashboard-page';

const OWN = 'GET /api/organizer-applications/me';
const player = () => signedIn('00000000-0000-4000-8000-000000000002', 'omar@padel.local', ['user', 'player']);

const application = organizerApplication;

function renderPage(language: 'en' | 'ar' = 'en') {
  return renderWithPlatform(
    <SignInGate>
      <HostATournamentPage />
    </SignInGate>,
    { auth: player(), language },
  );
}

describe('Host a Tournament', () => {
  test('when a player without the partner role opens the Host Dashboard, then Access Restricted leads to Host a tournament', () => {
    fakeApi({});
    renderWithPlatform(<HostDashboardPage />, { auth: player() });

    expect(screen.getByRole('link', { name: 'Host a tournament: apply to become an organizer' }).getAttribute('href')).toBe(
      '/host-a-tournament',
    );
  });

  test('when the player never applied and sends the form, then the application is posted with the spec fields', async () => {
    const api = fakeApi({
      [OWN]: { body: { application: null } },
      'POST /api/organizer-applications': { status: 201, body: { message: 'ok', application: application() } },
    });
    renderPage();
    await screen.findByRole('form', { name: 'Organizer Application' });

    fireEvent.input(field('Organization Name'), { target: { value: 'Dunes Padel Club' } });
    fireEvent.input(field('Phone'), { target: { value: '+971 50 123 4567' } });
    fireEvent.input(field('City'), { target: { value: 'Dubai' } });
    fireEvent.change(field('Country'), { target: { value: 'United Arab Emirates' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I confirm that our tournaments will follow the league rules' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    });

    const {
      id: _id,
      user_id: _user,
      applicant_name: _name,
      applicant_email: _email,
      status: _status,
      reason: _reason,
      submitted_at: _at,
      decided_at: _decided,
      role_granted: _role,
      ...sent
    } = application();
    expect(api.callsTo('POST /api/organizer-applications')[0]?.body).toEqual(sent);
  });

  test('when the rules are not confirmed, then nothing is sent and the field says why (in Arabic on the Arabic site)', async () => {
    const api = fakeApi({ [OWN]: { body: { application: null } } });
    renderPage('ar');
    await screen.findByRole('form', { name: 'طلب منظِّم' });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    });

    expect(screen.getByText('يُرجى تأكيد الالتزام بقواعد الدوري')).toBeTruthy();
    expect(api.callsTo('POST /api/organizer-applications')).toEqual([]);
  });

  test('when the application is under review, then its state shows and Withdraw posts the withdrawal', async () => {
    const api = fakeApi({
      [OWN]: { body: { application: application() } },
      'POST /api/organizer-applications/a1/withdraw': { body: { message: 'ok', application: application({ status: 'withdrawn' }) } },
    });
    renderPage();

    expect(await screen.findByText('Under review')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Organizer Application' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw Application' }));
    });
    expect(api.callsTo('POST /api/organizer-applications/a1/withdraw')).toHaveLength(1);
  });

  test('when the application was rejected, then the reason shows and the player may apply again', async () => {
    fakeApi({ [OWN]: { body: { application: application({ status: 'rejected', reason: 'We need two courts' }) } } });
    renderPage();

    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(screen.getByText('We need two courts')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Organizer Application' })).toBeTruthy();
  });
});
