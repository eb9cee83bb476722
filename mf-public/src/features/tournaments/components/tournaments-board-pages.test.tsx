import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TournamentListItem } from '@padel/contracts';
import { fakeApi } from '@padel/platform/testing';
import { listPage } from '@padel/api/testing';
import { statValue } from '../../../../test/queries';
import { LocationProbe } from '../../../../test/location';
import { renderWithPlatform } from '../../../../test/render';
import { tournamentItem } from '../../../../test/tournaments';
import { TournamentsBoard } from './tournaments-board';

const tournament = (n: number, overrides: Partial<TournamentListItem> = {}) =>
  tournamentItem({ id: `t${n}`, name: `Cup ${n}`, ...overrides });

/** Over every public tournament: far more than a page holds. */
const counts = { Live: 20, Upcoming: 60, Completed: 520 };
const page = (items: TournamentListItem[], pageNumber: number, total: number) => ({
  body: listPage(items, { page: pageNumber, limit: 24, total, counts }),
});

const FIRST = 'GET /api/tournaments?page=1&limit=24';

function openBoard(url: string, routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  renderWithPlatform(
    <>
      <TournamentsBoard />
      <LocationProbe />
    </>,
    { url },
  );
  return api;
}

const location = () => screen.getByTestId('location').textContent;
const pager = () => screen.getByRole('navigation', { name: 'Tournament pages' });
/** Waits until the pager says `text` (it appears with the first page). */
const pagerSays = (text: string) => waitFor(() => expect(within(pager()).getByText(text)).toBeTruthy());
const names = () => screen.getAllByTestId('tournament-card').map((card) => within(card).getByRole('heading').textContent);

describe('Tournaments page: pages, filters and the URL', () => {
  test('when the first of 25 pages loads, then the stat cards show the counts over every tournament, not the page, and the pager says Page 1 of 25', async () => {
    openBoard('/tournaments', { [FIRST]: page([tournament(1), tournament(2, { status: 'Live' })], 1, 600) });

    await pagerSays('Page 1 of 25');
    expect([statValue('Live Now'), statValue('Upcoming'), statValue('Completed')]).toEqual(['20', '60', '520']);
    expect(names()).toEqual(['Cup 2', 'Cup 1']);
    expect((within(pager()).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('when Next is pressed, then page 2 is asked and the URL says page=2; Back returns to page 1', async () => {
    const api = openBoard('/tournaments', {
      [FIRST]: page([tournament(1)], 1, 30),
      'GET /api/tournaments?page=2&limit=24': page([tournament(25)], 2, 30),
    });
    await pagerSays('Page 1 of 2');
    fireEvent.click(within(pager()).getByRole('button', { name: 'Next' }));

    await pagerSays('Page 2 of 2');
    expect(names()).toEqual(['Cup 25']);
    expect(location()).toBe('/tournaments?page=2');
    expect((within(pager()).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await pagerSays('Page 1 of 2');
    expect(api.callsTo(FIRST)).toHaveLength(1);
  });

  test('when a link holds filters and a page, then they are asked of the server and shown in the fields', async () => {
    const api = openBoard('/tournaments?status=Upcoming&tier=gold&city=Dubai&month=2026-01&page=2', {
      'GET /api/tournaments?page=2&limit=24&status=Upcoming&tier=gold&city=Dubai&month=2026-01': page([tournament(30)], 2, 40),
    });

    await pagerSays('Page 2 of 2');
    expect(api.calls).toHaveLength(1);
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('Upcoming');
    expect((screen.getByRole('combobox', { name: 'Tier' }) as HTMLSelectElement).value).toBe('gold');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Dubai');
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('2026-01');
  });

  test('when a status, a tier and a month are chosen on page 2, then each goes into the URL, back to page 1, and is asked', async () => {
    const api = openBoard('/tournaments?page=2', {
      'GET /api/tournaments?page=2&limit=24': page([tournament(25)], 2, 30),
      'GET /api/tournaments?page=1&limit=24&status=Live': page([tournament(2, { status: 'Live' })], 1, 1),
      'GET /api/tournaments?page=1&limit=24&status=Live&tier=major': page([tournament(3, { status: 'Live', tier: 'major' })], 1, 1),
      'GET /api/tournaments?page=1&limit=24&status=Live&tier=major&month=2026-03': page([], 1, 0),
    });
    await pagerSays('Page 2 of 2');

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'Live' } });
    await waitFor(() => expect(names()).toEqual(['Cup 2']));
    expect(location()).toBe('/tournaments?status=Live');

    fireEvent.change(screen.getByRole('combobox', { name: 'Tier' }), { target: { value: 'major' } });
    await waitFor(() => expect(names()).toEqual(['Cup 3']));
    expect(location()).toBe('/tournaments?status=Live&tier=major');

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-03' } });
    expect(await screen.findByText('No tournaments match these filters.')).toBeTruthy();
    expect(location()).toBe('/tournaments?status=Live&tier=major&month=2026-03');
    expect(api.calls.map((call) => call.path)).toHaveLength(4);
  });

  test('when a city is typed, then it is asked once, trimmed, when typing stops, and the URL holds it', async () => {
    const api = openBoard('/tournaments', {
      [FIRST]: page([tournament(1)], 1, 1),
      'GET /api/tournaments?page=1&limit=24&city=Abu+Dhabi': page([tournament(9, { location: 'Abu Dhabi, UAE' })], 1, 1),
    });
    await screen.findByText('Cup 1');

    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Abu' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: ' Abu Dhabi ' } });

    await waitFor(() => expect(names()).toEqual(['Cup 9']));
    expect(location()).toBe('/tournaments?city=Abu+Dhabi');
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/tournaments?page=1&limit=24',
      '/api/tournaments?page=1&limit=24&city=Abu+Dhabi',
    ]);
  });

  test('when no tournament matches, then Clear filters empties the URL and shows every tournament again', async () => {
    openBoard('/tournaments?tier=bronze', {
      'GET /api/tournaments?page=1&limit=24&tier=bronze': page([], 1, 0),
      [FIRST]: page([tournament(1)], 1, 1),
    });
    const empty = (await screen.findByText('No tournaments match these filters.')).parentElement as HTMLElement;

    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));

    expect(await screen.findByText('Cup 1')).toBeTruthy();
    expect(location()).toBe('/tournaments');
    expect(screen.queryByText('No tournaments available at this time.')).toBeNull();
  });

  test('when the URL holds values the server would refuse, then they are left out of the request', async () => {
    const api = openBoard('/tournaments?status=Bogus&month=2026-13&page=0', { [FIRST]: page([tournament(1)], 1, 1) });

    expect(await screen.findByText('Cup 1')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/tournaments?page=1&limit=24']);
  });

  test('when the board is in Arabic, then the pager is named and counts in Arabic', async () => {
    fakeApi({ [FIRST]: page([tournament(1)], 1, 48) });
    renderWithPlatform(<TournamentsBoard />, { url: '/tournaments', language: 'ar' });

    const nav = await screen.findByRole('navigation', { name: 'صفحات البطولات' });
    expect(await within(nav).findByText('الصفحة 1 من 2')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'التالي' })).toBeTruthy();
  });

  test('when a link asks a page past the last one (the list shrank), then it says so and leads back to the first page', async () => {
    openBoard('/tournaments?page=9', {
      'GET /api/tournaments?page=9&limit=24': page([], 9, 30),
      [FIRST]: page([tournament(1)], 1, 30),
    });

    expect(await screen.findByText('There are no tournaments on page 9.')).toBeTruthy();
    expect(within(pager()).getByText('Page 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));

    expect(await screen.findByText('Cup 1')).toBeTruthy();
    expect(location()).toBe('/tournaments');
  });
});
