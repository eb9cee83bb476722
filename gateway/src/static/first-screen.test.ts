import type { FirstScreenManifest } from '@padel/contracts';
import pino from 'pino';
import { createFirstScreenPreloads, firstScreenFiles, manifestUrlBeside } from './first-screen';

const shell: FirstScreenManifest = {
  provides: ['react', '@padel/ui-kit'],
  expose: [],
  pages: {},
  catalogs: { en: [{ file: '/48.js' }, { file: '/555.js' }], ar: [{ file: '/216.js' }] },
};

const publicSite: FirstScreenManifest = {
  provides: ['react', '@padel/ui-kit', '@padel/api/components'],
  expose: [{ file: '/mf/public/419.js' }, { file: '/mf/public/914.js', shared: '@padel/ui-kit' }],
  pages: {
    '*': [{ file: '/mf/public/not-found.js' }],
    '/': [{ file: '/mf/public/home.js' }, { file: '/mf/public/381.js', shared: '@padel/api/components' }],
    '/tournaments/:id': [{ file: '/mf/public/tournament.js' }, { file: '/mf/public/419.js' }],
  },
  catalogs: { en: [{ file: '/mf/public/116.js' }], ar: [{ file: '/mf/public/244.js' }] },
};

const remotes = {
  mf_public: '/mf/public/remoteEntry.js',
  mf_teams: '/mf/teams/remoteEntry.js',
  mf_host: 'https://cdn.example.com/host/remoteEntry.js',
};

describe('firstScreenFiles', () => {
  it('when a path shows a route, then the shell’s catalog, the exposed module, the remote’s catalog and the page come in that order', () => {
    expect(firstScreenFiles(shell, publicSite, '/', 'en')).toEqual([
      '/48.js',
      '/555.js',
      '/mf/public/419.js',
      '/mf/public/116.js',
      '/mf/public/home.js',
      '/mf/public/381.js',
    ]);
  });

  it('when a fallback’s module is provided by the shell, then it is left out (the shell’s copy is the one loaded)', () => {
    expect(firstScreenFiles(shell, publicSite, '/', 'en')).not.toContain('/mf/public/914.js');
    expect(firstScreenFiles({ ...shell, provides: [] }, publicSite, '/', 'en')).toContain('/mf/public/914.js');
  });

  it('when the language is Arabic, then its catalogs are the ones preloaded', () => {
    const files = firstScreenFiles(shell, publicSite, '/tournaments/T-1', 'ar');
    expect(files).toEqual(['/216.js', '/mf/public/419.js', '/mf/public/244.js', '/mf/public/tournament.js']);
  });

  it('when no route matches, then the not-found page is preloaded; without one, no page', () => {
    expect(firstScreenFiles(shell, publicSite, '/nowhere', 'en')).toContain('/mf/public/not-found.js');
    const { '*': _notFound, ...withoutNotFound } = publicSite.pages;
    expect(firstScreenFiles(shell, { ...publicSite, pages: withoutNotFound }, '/nowhere', 'en')).toEqual([
      '/48.js',
      '/555.js',
      '/mf/public/419.js',
      '/mf/public/116.js',
    ]);
  });

  it('when the remote’s manifest is missing, then nothing is preloaded beyond its entry', () => {
    expect(firstScreenFiles(shell, undefined, '/', 'en')).toEqual([]);
  });
});

describe('manifestUrlBeside', () => {
  it('when given an entry’s URL, then the manifest is the file beside it', () => {
    expect(manifestUrlBeside('/mf/public/remoteEntry.js')).toBe('/mf/public/first-screen.json');
    expect(manifestUrlBeside('https://cdn.example.com/host/remoteEntry.js')).toBe('https://cdn.example.com/host/first-screen.json');
  });
});

describe('createFirstScreenPreloads', () => {
  const silent = pino({ level: 'silent' });

  function siteFiles(files: Record<string, string | undefined>) {
    const reads: string[] = [];
    const read = async (url: string) => {
      reads.push(url);
      return files[url];
    };
    return { reads, read };
  }

  it('when a page is asked for, then the shell’s manifest and the active remote’s are read, once', async () => {
    // Arrange
    const { reads, read } = siteFiles({
      '/first-screen.json': JSON.stringify(shell),
      '/mf/public/first-screen.json': JSON.stringify(publicSite),
    });
    const preloads = createFirstScreenPreloads({ read, remotes, logger: silent });

    // Act
    const [first] = await Promise.all([preloads('/', 'en'), preloads('/', 'en')]);
    await preloads('/tournaments/t-1', 'en');

    // Assert
    expect(first).toContain('/mf/public/home.js');
    expect(reads.sort()).toEqual(['/first-screen.json', '/mf/public/first-screen.json']);
  });

  it('when a manifest is older than the refresh time, then the next page gets it read again (a redeployed front end)', async () => {
    // Arrange
    let clock = 0;
    const files: Record<string, string> = {
      '/first-screen.json': JSON.stringify(shell),
      '/mf/public/first-screen.json': JSON.stringify(publicSite),
    };
    const preloads = createFirstScreenPreloads({
      read: async (url) => files[url],
      remotes,
      logger: silent,
      refreshMs: 1_000,
      now: () => clock,
    });
    await preloads('/', 'en');
    files['/mf/public/first-screen.json'] = JSON.stringify({ ...publicSite, pages: { '/': [{ file: '/mf/public/home.v2.js' }] } });

    // Act
    clock = 999;
    const beforeRefresh = await preloads('/', 'en');
    clock = 1_000;
    await preloads('/', 'en');
    await new Promise((resolve) => setImmediate(resolve));
    const afterRefresh = await preloads('/', 'en');

    // Assert
    expect(beforeRefresh).toContain('/mf/public/home.js');
    expect(afterRefresh).toContain('/mf/public/home.v2.js');
    expect(afterRefresh).not.toContain('/mf/public/home.js');
  });

  it.each([
    ['not valid JSON', '{'],
    ['not a manifest', JSON.stringify({ pages: [] })],
  ])('when a remote’s manifest is %s, then the page gets no preloads of it and a warning is logged', async (_label, text) => {
    // Arrange
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const { read } = siteFiles({ '/first-screen.json': JSON.stringify(shell), '/mf/teams/first-screen.json': text });
    const preloads = createFirstScreenPreloads({ read, remotes, logger });

    // Act
    const files = await preloads('/my-teams', 'en');

    // Assert
    expect(files).toEqual([]);
    expect(lines.join('')).toContain('/mf/teams/first-screen.json');
  });

  it('when reading a manifest fails, then the page still gets an answer, without its preloads', async () => {
    // Arrange
    const preloads = createFirstScreenPreloads({
      read: async () => {
        throw new Error('connection refused');
      },
      remotes,
      logger: silent,
    });

    // Act / Assert
    await expect(preloads('/host-dashboard', 'en')).resolves.toEqual([]);
  });
});
