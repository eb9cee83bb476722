// npm run lockfile:platforms: our package registry serves only some platforms' native binaries (for example
// @swc/core-darwin-arm64 answers 404), so a lockfile written here lacks the other platforms' optional packages
// and `npm ci` refuses it. This adds each missing optional platform package to package-lock.json with its
// version and os/cpu/libc, so npm ci skips it on other platforms and installs it where it belongs.
import fs from 'node:fs';
import path from 'node:path';

interface LockPackage {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'openbsd', 'netbsd', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

/** Reads os, cpu and libc from a platform package name such as `@swc/core-linux-x64-musl`. */
export function platformOf(name: string): Pick<LockPackage, 'os' | 'cpu' | 'libc'> | undefined {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os || !cpu) return undefined;
  const libc = os === 'linux' ? (parts.some((part) => part.startsWith('musl')) ? ['musl'] : ['glibc']) : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

export function addMissingPlatformPackages(lock: { packages: Record<string, LockPackage> }): string[] {
  const added: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [dependency, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location ? `${location}/` : ''}node_modules/${dependency}`;
      const hoisted = `node_modules/${dependency}`;
      if (lock.packages[nested] || lock.packages[hoisted]) continue;
      const platform = platformOf(dependency);
      if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
      lock.packages[hoisted] = { version: range, optional: true, ...platform };
      added.push(`${dependency}@${range}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  return added;
}

if (require.main === module) {
  const file = path.resolve(process.argv[2] ?? 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as { packages: Record<string, LockPackage> };
  const added = addMissingPlatformPackages(lock);
  fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
  console.log(
    added.length ? `added ${added.length} platform packages:\n  ${added.join('\n  ')}` : 'lockfile already lists every platform package',
  );
}
