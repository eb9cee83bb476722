import type { Locator } from 'playwright-core';
import { api } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, signIn, signOut } from '../src/public-helpers';
import {
  clippedControls,
  freshPlayer,
  PASSWORD,
  playerWithTeam,
  registerNowFromCard,
  registrationDialog,
  tournamentId,
  tournamentsShowing,
  tournamentUrl,
  untilEntriesKnowTeam,
  type Player,
} from './registration-helpers';

const MAJOR = 'Riyadh Padel Major';
const OPENS_LATER = 'Muscat Silver Classic';

/** The status text of an upcoming tournament whose entries open later says only that, beside a disabled Register Now. */
async function expectOnlyTheOpeningDay(where: Locator) {
  expect(await where.getByTestId('tournament-status-text').innerText()).toMatch(/^Entries open on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  expect(await where.getByText(/Registration is open/).count()).toBe(0);
  expect(await where.getByText(/Entries open on/).count()).toBe(1);
  expect(await where.getByRole('button', { name: 'Register Now' }).isDisabled()).toBe(true);
}

/** The public registration dialog against the real stack (decisions 111, 112), from a phone to a wide screen. */
describe('Registration dialog', () => {
  let session: BrowserSession;
  let player: Player;
  let partner: Player;
  let teamId: string;

  beforeAll(async () => {
    session = await launchBrowser();
    ({ player, partner, teamId } = await playerWithTeam('major'));
  });

  afterAll(async () => {
    await session?.close();
  });

  const page = () => session.page;

  test('when an upcoming tournament’s entries open later, then its dialog and its page say only when they open', async () => {
    await page().goto(await tournamentsShowing(OPENS_LATER));
    await page()
      .getByRole('button', { name: `View Details: ${OPENS_LATER}` })
      .click();
    await expectOnlyTheOpeningDay(page().getByRole('dialog', { name: OPENS_LATER }));
    await page().keyboard.press('Escape');

    await page().goto(await tournamentUrl(OPENS_LATER));
    await page().getByRole('heading', { level: 1, name: OPENS_LATER }).waitFor();
    await expectOnlyTheOpeningDay(page().getByRole('main'));
  });

  test('when a player registers for the Riyadh Padel Major, then it shows and sends Major at level C, and the entry is listed as Major', async () => {
    const majorId = await tournamentId(MAJOR);
    await page().goto(await tournamentsShowing(MAJOR));
    await signIn(page(), player.email, PASSWORD);

    await registerNowFromCard(page(), MAJOR);
    const dialog = registrationDialog(page());
    const facts = dialog.getByTestId('registration-facts');
    await facts.waitFor();
    expect(await facts.locator('dt').allTextContents()).toEqual(['Tier', 'Level']);
    expect(await facts.locator('dd').allTextContents()).toEqual(['Major', 'C Advanced Players']);
    // No Tier or Level to choose: the team is the only choice, and Confirm needs only it.
    expect(await dialog.getByRole('combobox').count()).toBe(0);
    expect(await dialog.getByRole('radio').count()).toBe(1);
    const confirm = dialog.getByRole('button', { name: 'Confirm Registration' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: `You & ${partner.name}` }).check();
    expect(await confirm.isDisabled()).toBe(false);

    await untilEntriesKnowTeam(player, teamId);
    const sent = page().waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/tournament-registrations'));
    await confirm.click();

    expect((await sent).postDataJSON()).toEqual({ tournamentId: majorId, teamId, tier: 'major', level: 'C' });
    await page().getByText('Registration Initiated!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const registrations = await api<Array<{ tournamentId: string; teamId: string; tier: string; level: string }>>(
      '/tournament-registrations',
      {
        token: player.token,
      },
    );
    expect(registrations.find((registration) => registration.tournamentId === majorId && registration.teamId === teamId)).toMatchObject({
      tier: 'major',
      level: 'C',
    });
    await page().goto(`${baseUrl}/enter-tournament`);
    await page().getByText(`With ${partner.name} · Major · Level C`).waitFor();
  });

  test.each([360, 768, 1280, 1440])('when the dialogs are open at %i px, then no control is clipped', async (width) => {
    await page().setViewportSize({ width, height: 800 });
    await page().goto(await tournamentsShowing(MAJOR));

    await page()
      .getByRole('button', { name: `View Details: ${MAJOR}` })
      .click();
    const details = page().getByRole('dialog', { name: MAJOR });
    await details.getByRole('button', { name: 'Register Now' }).waitFor();
    expect(await clippedControls(page())).toEqual([]);

    await details.getByRole('button', { name: 'Register Now' }).click();
    const dialog = registrationDialog(page());
    await dialog.getByRole('radio', { name: `You & ${partner.name}` }).check();
    expect(await clippedControls(page())).toEqual([]);
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test('when a player has no confirmed team, then the dialog says No Confirmed Teams beside a disabled Confirm, and links to My Teams', async () => {
    const loner = await freshPlayer('no-team');
    await signOut(page());
    await signIn(page(), loner.email, PASSWORD);
    await page().goto(await tournamentsShowing(MAJOR));

    await registerNowFromCard(page(), MAJOR);

    const dialog = registrationDialog(page());
    await dialog.getByText('No Confirmed Teams').waitFor();
    await dialog.getByText('You need to create a confirmed team before registering').waitFor();
    expect(await dialog.getByRole('button', { name: 'Confirm Registration' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('radio').count()).toBe(0);
    expect(await dialog.getByRole('link', { name: 'Go to My Teams' }).getAttribute('href')).toBe('/my-teams');
    expect(await clippedControls(page())).toEqual([]);
    await page().setViewportSize({ width: 360, height: 800 });
    expect(await clippedControls(page())).toEqual([]);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await signOut(page());
  });
});
