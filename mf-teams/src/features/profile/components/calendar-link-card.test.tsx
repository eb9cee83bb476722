import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { CalendarLinkCard } from './calendar-link-card';

const me = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02';
const path = (letter: string) => `/api/calendars/${letter.repeat(43)}.ics`;

describe('Calendar link card', () => {
  test('when the link loads, then its full address is shown; Copy puts it on the clipboard; Reset shows the new one', async () => {
    const copied: string[] = [];
    Object.assign(navigator, { clipboard: { writeText: async (text: string) => void copied.push(text) } });
    const api = fakeApi({
      'GET /api/calendars/me': { body: { path: path('a') } },
      'POST /api/calendars/me/reset': { body: { path: path('b') } },
    });
    renderWithPlatform(<CalendarLinkCard />, { auth: signedIn(me, 'omar@padel.local') });

    const address = (await screen.findByLabelText('Calendar address')) as HTMLInputElement;
    expect(address.value).toBe(`${window.location.origin}${path('a')}`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await screen.findByText('Address copied.');
    expect(copied).toEqual([`${window.location.origin}${path('a')}`]);

    api.route('GET /api/calendars/me', { body: { path: path('b') } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset address' }));
    await screen.findByText('A new address was made; the old one no longer works.');
    await waitFor(() =>
      expect((screen.getByLabelText('Calendar address') as HTMLInputElement).value).toBe(`${window.location.origin}${path('b')}`),
    );
  });
});
