import { apiPath, queryKeyOf, sentParams, withParams } from './query-keys';

describe('queryKeyOf', () => {
  test('when given an API path, then the key is its segments', () => {
    expect(queryKeyOf('/teams/me')).toEqual(['teams', 'me']);
    expect(queryKeyOf('/news')).toEqual(['news']);
  });

  test('when the path has a query string, then the key is the path alone', () => {
    expect(queryKeyOf('/players?level=C')).toEqual(['players']);
  });

  test('when an id is empty, then it stays a segment and never collides with the list', () => {
    expect(queryKeyOf(apiPath('players', ''))).toEqual(['players', '']);
    expect(queryKeyOf(apiPath('players', ''))).not.toEqual(queryKeyOf('/players'));
  });
});

describe('apiPath', () => {
  test('when a segment holds reserved characters, then it is encoded', () => {
    expect(apiPath('tournaments', 'a/b c', 'entries')).toBe('/tournaments/a%2Fb%20c/entries');
  });
});

describe('withParams and sentParams', () => {
  test('when params are given, then they follow the path in their order, encoded, without empty or missing ones', () => {
    expect(withParams('/rankings', { page: 2, limit: 20, q: 'al ain & co', country: undefined })).toBe(
      '/rankings?page=2&limit=20&q=al+ain+%26+co',
    );
    expect(sentParams({ page: 1, q: '', country: undefined })).toEqual({ page: '1' });
  });

  test('when nothing is sent, then the path stays as it is', () => {
    expect(withParams('/rankings', { q: '' })).toBe('/rankings');
  });
});
