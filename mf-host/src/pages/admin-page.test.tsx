import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { field, organizerApplication } from '../../test/fixtures';
import { AdminPage } from './admin-page';

const admin = () => signedIn('6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e07', 'admin@padel.local', ['user', 'admin']);
const LIST = 'GET /api/admin/applications?page=1&status=submitted';

const application = organizerApplication({
  website: 'https://dunes.example',
  preferred_categories: ['bronze', 'silver'],
  venues: 'Four courts',
});

describe('Admin area', () => {
  test('when a player opens it, then Access Restricted shows and nothing is fetched', () => {
    const api = fakeApi({});
    renderWithPlatform(<AdminPage />, { auth: signedIn('00000000-0000-4000-8000-000000000002', 'omar@padel.local', ['user', 'player']) });

    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  test('when the admin opens it, then the open applications are listed and Approve and Reject post the decision', async () => {
    const api = fakeApi({
      [LIST]: { body: { items: [application], page: 1, limit: 20, total: 1 } },
      'POST /api/admin/applications/a1/approve': { body: { message: 'ok', application: { ...application, status: 'approved' } } },
      'POST /api/admin/applications/a1/reject': { body: { message: 'ok', application: { ...application, status: 'rejected' } } },
    });
    renderWithPlatform(<AdminPage />, { auth: admin() });

    const card = await screen.findByRole('article', { name: 'Dunes Padel Club' });
    expect(within(card).getByText('Four courts')).toBeTruthy();
    const reject = within(card).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    fireEvent.change(field('Reason for a rejection'), { target: { value: 'Need two courts' } });
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    });
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    });

    expect(api.callsTo('POST /api/admin/applications/a1/reject')[0]?.body).toEqual({ reason: 'Need two courts' });
    expect(api.callsTo('POST /api/admin/applications/a1/approve')).toHaveLength(1);
  });

  test('when the admin finds a user by e-mail in the Users tab, then roles and Blocked show, a grant posts, and Block asks to confirm first', async () => {
    const user = {
      id: '11111111-2222-4333-8444-555555555555',
      full_name: 'Salem Al Ketbi',
      email: 'salem@padel.test',
      role: 'player',
      partner: false,
      admin: false,
      blocked: false,
      pending: false,
    };
    const blocked = {
      ...user,
      id: '11111111-2222-4333-8444-666666666666',
      full_name: 'Huda Saeed',
      email: 'huda@padel.test',
      blocked: true,
    };
    const api = fakeApi({
      [LIST]: { body: { items: [], page: 1, limit: 20, total: 0 } },
      'GET /api/admin/users?page=1': { body: { items: [], page: 1, limit: 20, total: 0 } },
      'GET /api/admin/users?page=1&q=salem%40': { body: { items: [user, blocked], page: 1, limit: 20, total: 2 } },
      [`POST /api/admin/users/${user.id}/roles`]: { body: { message: 'ok', user: { ...user, partner: true, pending: true } } },
      [`POST /api/admin/users/${user.id}/block`]: { body: { message: 'ok', user: { ...user, blocked: true } } },
    });
    renderWithPlatform(<AdminPage />, { auth: admin() });

    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Users' }));
    });
    fireEvent.change(field('Name, or e-mail with @'), { target: { value: 'salem@' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });

    const card = await screen.findByRole('article', { name: 'Salem Al Ketbi' });
    expect(within(card).getByText('Player')).toBeTruthy();
    expect(within(await screen.findByRole('article', { name: 'Huda Saeed' })).getByText('Blocked')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Grant Partner' }));
    });
    expect(api.callsTo(`POST /api/admin/users/${user.id}/roles`)[0]?.body).toEqual({ role: 'partner', granted: true });
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Block' }));
    });
    expect(api.callsTo(`POST /api/admin/users/${user.id}/block`)).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Yes, Block' }));
    });
    expect(api.callsTo(`POST /api/admin/users/${user.id}/block`)).toHaveLength(1);
  });
});
