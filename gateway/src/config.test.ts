import { loadConfig } from './config';

describe('loadConfig IMAGE_ORIGINS', () => {
  const env = { MONGO_URL: 'mongodb://127.0.0.1:27037' };

  it('when it is not given, then images may come from the site’s own origin only', () => {
    expect(loadConfig(env).IMAGE_ORIGINS).toEqual([]);
  });

  it('when https origins are listed, then each one is kept', () => {
    expect(loadConfig({ ...env, IMAGE_ORIGINS: 'https://photos.example.com, https://cdn.example.org:8443' }).IMAGE_ORIGINS).toEqual([
      'https://photos.example.com',
      'https://cdn.example.org:8443',
    ]);
  });

  it.each(['http://photos.example.com', 'https://photos.example.com/players', 'photos.example.com'])(
    'when %s is listed, then the configuration is refused (an https origin is needed)',
    (origin) => {
      expect(() => loadConfig({ ...env, IMAGE_ORIGINS: origin })).toThrow(/IMAGE_ORIGINS/);
    },
  );
});
