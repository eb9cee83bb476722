import { describeHealthAndReady } from '@padel/tools/testing/health-tests';
import * as news from '../src/app';
import { getJson } from './support';

const { baseUrl } = describeHealthAndReady({ service: 'news', app: news, overrides: { SEED_DEMO_DATA: false }, apiPath: '/api/news' });

describe('unknown methods', () => {
  it('when the method is not served, then 405 JSON', async () => {
    expect(await getJson(`${baseUrl()}/api/news`, { method: 'POST' })).toMatchObject({
      status: 405,
      body: { error: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' },
    });
  });
});
