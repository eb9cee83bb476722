import fs from 'node:fs';
import path from 'node:path';
import { addMissingPlatformPackages, platformOf } from '../src/checks/lockfile-platforms';

describe('platformOf', () => {
  test('when a name carries os, cpu and libc, then all three are read from it', () => {
    expect(platformOf('@swc/core-linux-x64-musl')).toEqual({ os: ['linux'], cpu: ['x64'], libc: ['musl'] });
    expect(platformOf('@swc/core-win32-ia32-msvc')).toEqual({ os: ['win32'], cpu: ['ia32'] });
    expect(platformOf('@unrs/resolver-binding-linux-arm-gnueabihf')).toEqual({ os: ['linux'], cpu: ['arm'], libc: ['glibc'] });
  });

  test('when a name names no platform, then nothing is guessed', () => {
    expect(platformOf('fsevents')).toBeUndefined();
  });
});

describe('package-lock.json', () => {
  test('when npm ci checks it on any platform, then every optional platform package is listed', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package-lock.json'), 'utf8'));

    const missing = addMissingPlatformPackages(lock);

    expect(missing).toEqual([]);
  });
});
