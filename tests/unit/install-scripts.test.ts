import {readFileSync} from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {describe, expect, it} from 'vitest';

/**
 * Every package with an install script is reviewed: package.json's `allowScripts` approves or denies
 * it (npm 12 skips the scripts of the others, and `npm ci --strict-allow-scripts` fails on them), and
 * docs-engineering/dependencies.md says why.
 */

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as {allowScripts?: Record<string, boolean>};
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, {version?: string; hasInstallScript?: boolean}>;
};
const allowScripts = pkg.allowScripts ?? {};

const nameAt = (location: string) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** `name`, or `name@range` (npm writes `name@version` when it approves), split. */
function parseKey(key: string): {name: string; range?: string} {
  const at = key.indexOf('@', 1);
  return at === -1 ? {name: key} : {name: key.slice(0, at), range: key.slice(at + 1)};
}

/** Whether an allowScripts entry decides for this package at this version. */
function covers(key: string, name: string, version: string | undefined): boolean {
  const entry = parseKey(key);
  if (entry.name !== name) return false;
  return entry.range === undefined || (version !== undefined && semver.satisfies(version, entry.range));
}

const withScripts = Object.entries(lock.packages)
  .filter(([location, entry]) => location && entry.hasInstallScript)
  .map(([location, entry]) => ({name: nameAt(location), version: entry.version}));

describe('install scripts', () => {
  it('reads allowScripts entries as npm writes them', () => {
    expect(covers('esbuild', 'esbuild', '0.28.2')).toBe(true);
    expect(covers('@swc/core@1.16.22', '@swc/core', '1.16.22')).toBe(true);
    expect(covers('@swc/core@1.16.22', '@swc/core', '1.17.0')).toBe(false);
    expect(covers('@swc/core', '@swc/core-linux-x64-gnu', '1.16.22')).toBe(false);
  });

  it('the lockfile has packages with install scripts to review', () => {
    expect(withScripts.map(({name}) => name)).toContain('esbuild');
  });

  it.each(withScripts)('$name@$version is approved or denied in allowScripts', ({name, version}) => {
    expect(Object.keys(allowScripts).filter((key) => covers(key, name, version))).not.toEqual([]);
  });

  it.each(Object.keys(allowScripts))('%s has its reason in docs-engineering/dependencies.md', (key) => {
    expect(read('docs-engineering/dependencies.md')).toContain(`| \`${parseKey(key).name}\``);
  });
});
