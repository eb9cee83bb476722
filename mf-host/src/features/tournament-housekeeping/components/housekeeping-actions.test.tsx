import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrganizerTournament } from '@padel/contracts';
import { holdRequests } from '@padel/platform/testing';
import { renderAsPartner, tournament } from '../../../../test/fixtures';
import { englishTextsIn } from '../../../../test/intl';
import { HousekeepingActions } from './housekeeping-actions';

const PATCH = 'PATCH /api/tournaments/h1';
const STATUS = 'PATCH /api/tournaments/h1/status';
const DELETE = 'DELETE /api/tournaments/h1';

const changed = (code: string, message: string, overrides: Partial<OrganizerTournament> = {}) => ({
  body: { message, code, tournament: tournament(overrides) },
});

const renderActions = (shown: OrganizerTournament, routes: Parameters<typeof renderAsPartner>[1] = {}, language: 'en' | 'ar' = 'en') =>
  renderAsPartner(<HousekeepingActions tournament={shown} />, routes, language);

const button = (name: string) => screen.getByRole('button', { name });
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('Edit', () => {
  test('when the tournament has no entries, then Edit opens the create form filled with it, and Save Changes sends every field', async () => {
    const shown = tournament({ entry_open_at: '2099-03-09T20:00:00.000Z', entry_close_at: '2099-04-07T20:00:00.000Z' });
    const { api, toasts } = renderActions(shown, { [PATCH]: changed('TOURNAMENT_UPDATED', 'Your tournament has been updated') });

    fireEvent.click(button('Edit Sharjah Corniche Classic'));
    const dialog = screen.getByRole('dialog', { name: 'Edit Tournament' });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Sharjah Corniche Classic');
    expect((within(dialog).getByLabelText('Entries Open (optional)') as HTMLInputElement).value).toBe('2099-03-10');
    expect((within(dialog).getByLabelText('Last Day for Entries (optional)') as HTMLInputElement).value).toBe('2099-04-07');
    type('Title', 'Sharjah Spring Classic');
    type('End Date (optional)', '');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' })));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(PATCH)[0]?.body).toEqual({
      title: 'Sharjah Spring Classic',
      category: 'gold',
      level: 'C',
      max_teams: null,
      entry_fee: null,
      start_date: '2099-04-10',
      end_date: null,
      city: 'Sharjah',
      country: 'United Arab Emirates',
      entry_open_at: '2099-03-09T20:00:00.000Z',
      entry_close_at: '2099-04-07T20:00:00.000Z',
    });
    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Tournament Updated', description: 'Your tournament has been updated' });
  });

  test('when a field breaks the create form rules, then its message shows and nothing is sent', async () => {
    const { api } = renderActions(tournament());

    fireEvent.click(button('Edit Sharjah Corniche Classic'));
    type('End Date (optional)', '2099-04-01');
    await act(async () => fireEvent.click(button('Save Changes')));

    expect(screen.getByText('End date must not be before the start date')).toBeTruthy();
    expect(api.callsTo(PATCH)).toHaveLength(0);
  });

  test('when the server refuses (teams entered meanwhile), then an error toast says so and the dialog keeps what was typed', async () => {
    const refusal = { error: 'Teams have entered this tournament: it can no longer be edited or deleted', code: 'TOURNAMENT_HAS_ENTRIES' };
    const { toasts } = renderActions(tournament(), { [PATCH]: { status: 409, body: refusal } });

    fireEvent.click(button('Edit Sharjah Corniche Classic'));
    type('City', 'Ajman');
    await act(async () => fireEvent.click(button('Save Changes')));

    await waitFor(() =>
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Could Not Update the Tournament', description: refusal.error }),
    );
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Ajman');
  });

  test('when teams have entered or it is drawn, then Edit is disabled and the reason is given', () => {
    renderActions(tournament({ entry_counts: { total: 1, confirmed: 0 } }));
    const edit = button('Edit Sharjah Corniche Classic');

    expect(edit).toHaveProperty('disabled', true);
    expect(document.getElementById(edit.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Teams have entered this tournament: it can no longer be edited.',
    );
  });
});

describe('Unpublish and Publish', () => {
  test('when Unpublish is confirmed, then the status becomes draft and a toast says it left the public lists', async () => {
    const { api, toasts } = renderActions(tournament(), {
      [STATUS]: changed('TOURNAMENT_NOW_DRAFT', 'Your tournament is a draft again: it no longer shows on the public lists', {
        status: 'draft',
      }),
    });

    fireEvent.click(button('Unpublish Sharjah Corniche Classic'));
    const dialog = screen.getByRole('dialog', { name: 'Unpublish Sharjah Corniche Classic?' });
    expect(within(dialog).getByText(/leaves the public lists/)).toBeTruthy();
    const held = holdRequests(STATUS);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await within(dialog).findByRole('button', { name: 'Unpublishing...' })).toHaveProperty('disabled', true);
    await held.release();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(STATUS)[0]?.body).toEqual({ status: 'draft' });
    expect(toasts.getSnapshot()[0]).toMatchObject({
      title: 'Tournament Unpublished',
      description: 'Your tournament is a draft again: it no longer shows on the public lists',
    });
  });

  test('when a draft is published after confirming, then the status becomes published; Cancel sends nothing', async () => {
    const { api } = renderActions(tournament({ status: 'draft' }), {
      [STATUS]: changed('TOURNAMENT_PUBLISHED', 'Your tournament has been published'),
    });

    fireEvent.click(button('Publish Sharjah Corniche Classic'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(STATUS)).toHaveLength(0);
    fireEvent.click(button('Publish Sharjah Corniche Classic'));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish' })));

    await waitFor(() => expect(api.callsTo(STATUS)[0]?.body).toEqual({ status: 'published' }));
  });

  test('when the tournament is drawn, then neither Unpublish nor Delete is offered', () => {
    renderActions(tournament({ drawn: true, entry_counts: { total: 2, confirmed: 2 } }));

    expect(screen.queryByRole('button', { name: /Unpublish|Publish|Delete/ })).toBeNull();
  });
});

describe('Delete', () => {
  test('when a draft is deleted after confirming, then DELETE is sent and a toast says so; a published one offers no Delete', async () => {
    const { api, toasts } = renderActions(tournament({ status: 'draft' }), {
      [DELETE]: { body: { message: 'Your tournament has been deleted', code: 'TOURNAMENT_DELETED' } },
    });

    fireEvent.click(button('Delete Sharjah Corniche Classic'));
    const dialog = screen.getByRole('dialog', { name: 'Delete Sharjah Corniche Classic?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));

    await waitFor(() =>
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Tournament Deleted', description: 'Your tournament has been deleted' }),
    );
    expect(api.callsTo(DELETE)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('when the server refuses, then the toast carries its message in the reader’s language (Arabic by code)', async () => {
    const refusal = { error: 'Only a draft can be deleted: unpublish the tournament first', code: 'ONLY_DRAFTS_DELETABLE' };
    const { toasts } = renderActions(tournament({ status: 'draft' }), { [DELETE]: { status: 409, body: refusal } }, 'ar');

    fireEvent.click(await screen.findByRole('button', { name: 'حذف Sharjah Corniche Classic' }));
    const dialog = screen.getByRole('dialog', { name: 'حذف Sharjah Corniche Classic؟' });
    expect(englishTextsIn(dialog.textContent ?? '')).toEqual([]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' })));

    await waitFor(() =>
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'تعذّر حذف البطولة',
        description: 'لا يمكن حذف إلا المسودة: ألغِ نشر البطولة أولًا',
        variant: 'destructive',
      }),
    );
  });
});
