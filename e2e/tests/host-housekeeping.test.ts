import { randomUUID } from 'node:crypto';
import type { TournamentListItem } from '@padel/contracts';
import { api } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, signIn } from '../src/public-helpers';

/** A calendar date `days` from today (UTC), as a date input takes it. */
const isoDateIn = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Whether the public list (as a visitor gets it through the gateway) names the tournament. */
const publiclyListed = async (name: string) => (await api<TournamentListItem[]>('/tournaments')).some((item) => item.name === name);

/** Decision 113: an organizer edits, unpublishes and deletes their tournament from My Tournaments, confirming each step. */
describe('Tournament housekeeping on the host dashboard', () => {
  const suffix = randomUUID().slice(0, 8);
  const title = `E2E Housekeeping Cup ${suffix}`;
  const renamed = `E2E Housekeeping Open ${suffix}`;
  let organizer: BrowserSession;

  beforeAll(async () => {
    organizer = await launchBrowser();
    const page = organizer.page;
    await page.goto(`${baseUrl}/host-dashboard`);
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    await signIn(page, 'noura@padel.local');
    await page.getByRole('heading', { name: 'Host Dashboard', level: 1 }).waitFor();
  });

  afterAll(async () => {
    await organizer?.close();
  });

  const item = (name: string) => organizer.page.getByTestId('my-tournament').filter({ hasText: name });

  test('when Noura creates a tournament, then it is in My Tournaments with Edit, Unpublish and no Delete (not a draft)', async () => {
    const page = organizer.page;
    const form = page.getByRole('form', { name: 'Create Tournament' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Start Date').fill(isoDateIn(45));
    await form.getByLabel('City').fill('Dubai');
    await form.getByRole('button', { name: 'Create Tournament' }).click();

    await item(title).waitFor();
    await page.getByRole('button', { name: `Edit ${title}` }).waitFor();
    await page.getByRole('button', { name: `Unpublish ${title}` }).waitFor();
    expect(await page.getByRole('button', { name: `Delete ${title}` }).count()).toBe(0);
    expect(await publiclyListed(title)).toBe(true);
  });

  test('when Noura edits it, then the dialog holds its fields, a broken rule shows its message, and Save Changes renames it everywhere', async () => {
    const page = organizer.page;
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tournament' });
    expect(await dialog.getByLabel('Title').inputValue()).toBe(title);
    expect(await dialog.getByLabel('City').inputValue()).toBe('Dubai');

    await dialog.getByLabel('End Date (optional)').fill(isoDateIn(40));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('End date must not be before the start date').waitFor();

    await dialog.getByLabel('End Date (optional)').fill(isoDateIn(46));
    await dialog.getByLabel('Title').fill(renamed);
    await dialog.getByLabel('City').fill('Abu Dhabi');
    await dialog.getByLabel('Category').selectOption('silver');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Tournament Updated').waitFor();
    await item(renamed).waitFor();
    expect(await item(renamed).innerText()).toContain('Abu Dhabi, United Arab Emirates');
    expect(await item(renamed).innerText()).toContain('Silver · D Level');
    expect(await publiclyListed(renamed)).toBe(true);
    expect(await publiclyListed(title)).toBe(false);
  });

  test('when Noura unpublishes it after confirming, then it is a Draft, gone from the public Tournaments page, and Delete appears', async () => {
    const page = organizer.page;
    await page.getByRole('button', { name: `Unpublish ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: `Unpublish ${renamed}?` });
    await confirm.getByText(/leaves the public lists/).waitFor();
    await confirm.getByRole('button', { name: 'Unpublish' }).click();

    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Tournament Unpublished').waitFor();
    await item(renamed).getByText('Draft').waitFor();
    await page.getByRole('button', { name: `Publish ${renamed}` }).waitFor();
    await page.getByRole('button', { name: `Delete ${renamed}` }).waitFor();
    expect(await publiclyListed(renamed)).toBe(false);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tournaments' }).click();
    await page.getByTestId('tournament-card').first().waitFor();
    expect(await page.getByTestId('tournament-card').filter({ hasText: renamed }).count()).toBe(0);
    await page.goBack();
    await item(renamed).waitFor();
  });

  test('when Noura deletes the draft after confirming (Cancel first keeps it), then it leaves My Tournaments', async () => {
    const page = organizer.page;
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${renamed}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await item(renamed).waitFor();

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await confirm.getByText('The draft is removed for good. This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();

    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Tournament Deleted').waitFor();
    await item(renamed).waitFor({ state: 'detached' });
    expect(organizer.pageErrors).toEqual([]);
  });
});
