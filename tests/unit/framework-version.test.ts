import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/** One Docusaurus: every @docusaurus/* package at the same exact version, in package.json and as installed. */

const root = path.resolve(__dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const pkg = read('package.json') as {dependencies: Record<string, string>; devDependencies: Record<string, string>};
const lock = read('package-lock.json') as {packages: Record<string, {version?: string}>};

const declared = Object.entries({...pkg.dependencies, ...pkg.devDependencies}).filter(([name]) =>
  name.startsWith('@docusaurus/'),
);
const version = pkg.dependencies['@docusaurus/core'];

describe('Docusaurus version', () => {
  it('is pinned exactly in core', () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
  });

  it.each(declared)('%s is pinned to core’s version', (_name, range) => {
    expect(range).toBe(version);
  });

  it('is the only one the lockfile installs', () => {
    const installed = Object.entries(lock.packages)
      .filter(([location]) => /(^|\/)node_modules\/@docusaurus\/[^/]+$/.test(location))
      .filter(([, entry]) => entry.version !== version)
      .map(([location, entry]) => `${location}@${entry.version}`);
    expect(installed).toEqual([]);
  });
});
