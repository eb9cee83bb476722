import { launchBrowser, type BrowserSession } from '../src/browser';

/** The API's docs page (decision 131) in Chromium: rendered from /api/openapi.json under the site's CSP. */
describe('The API docs page', () => {
  const baseUrl = process.env.E2E_BASE_URL!;
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });

  afterAll(async () => {
    await session?.close();
  });

  test('when a developer opens /api/docs, then every section and operation shows and one opens to its schemas, with no CSP violation', async () => {
    const { page } = session;
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });

    // Act
    await page.goto(`${baseUrl}/api/docs`);

    // Assert
    await page.getByRole('heading', { name: 'Padel League API 1.0.0', level: 1 }).waitFor();
    for (const section of ['Accounts', 'Players', 'Rankings', 'Tournaments', 'Draw and scoring', 'Entries', 'Teams', 'News', 'Schemas']) {
      await page.getByRole('heading', { name: section, level: 2 }).waitFor();
    }
    const createTournament = page.locator('details#createTournament');
    await createTournament.locator('summary').click();
    await createTournament.getByText('Signed in with the partner role (organizers).').waitFor();
    await createTournament.getByText('title*:', { exact: true }).waitFor();
    await createTournament.getByRole('link', { name: 'CreateTournamentResponse' }).waitFor();
    await page.screenshot({ path: `${__dirname}/../screenshots/api-docs.png` });
    expect(await page.locator('details.operation').count()).toBeGreaterThan(40);
    expect(violations).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
