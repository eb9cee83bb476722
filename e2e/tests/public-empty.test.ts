import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { startStack, SERVICES, type Stack } from '@padel/tools/stack';
import { releaseAll } from '@padel/tools/testing/release-all';
import { launchBrowser, type BrowserSession } from '../src/browser';

/**
 * Empty states in the browser: a second stack beside the main one (ports +50), on databases of its own with no
 * demo data, so every list a visitor sees is empty.
 */
describe('A league with no data yet', () => {
  const name = `empty${randomBytes(3).toString('hex')}`;
  let stack: Stack;
  let session: BrowserSession;

  beforeAll(async () => {
    stack = await startStack({ profile: 'test', variant: { name, portOffset: 50, seed: false } });
    session = await launchBrowser();
  }, 120_000);

  afterAll(() =>
    releaseAll(
      () => session?.close(),
      () => stack?.stop(),
      async () => {
        const client = new MongoClient(process.env.MONGO_URL!);
        await releaseAll(
          () => Promise.all(SERVICES.map((service) => client.db(`padel_${service}_${name}`).dropDatabase())),
          () => client.close(),
        );
      },
    ),
  );

  const open = async (path: string, heading: string) => {
    await session.page.goto(`${stack.baseUrl}${path}`);
    await session.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  };
  const shows = (text: string) => session.page.getByText(text, { exact: true }).waitFor();

  test('when a visitor opens Home, then the live and upcoming sections say there is nothing yet', async () => {
    await session.page.goto(`${stack.baseUrl}/`);

    await shows('No live tournaments at the moment.');
    await shows('No upcoming tournaments scheduled.');
  });

  test('when a visitor opens Rankings, then No players registered yet shows', async () => {
    await open('/rankings', 'Player Rankings');

    await shows('No players registered yet');
  });

  test('when a visitor opens Tournaments, then No tournaments available at this time. shows', async () => {
    await open('/tournaments', 'Tournaments');

    await shows('No tournaments available at this time.');
  });

  test('when a visitor opens News, then No news articles found matching your criteria. shows', async () => {
    await open('/news', 'News');

    await shows('No news articles found matching your criteria.');
  });
});
