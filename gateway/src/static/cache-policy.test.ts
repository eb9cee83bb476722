import { cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it.each(['main.3f2a9c1b7d.js', '812.c0ffee1234abcd99.js', 'styles-9f8e7d6c.css', 'main.3f2a9c1b7d.js.map', 'assets/logo.a1b2c3d4e5.svg'])(
    'when the file %s carries a content hash, then it is immutable for a year',
    (file) => {
      expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable');
    },
  );

  it.each(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'favicon.svg', 'about.html', 'main.js'])(
    'when the file %s has no content hash, then it is revalidated on every use',
    (file) => {
      expect(cacheControlFor(file)).toBe('no-cache');
    },
  );
});
