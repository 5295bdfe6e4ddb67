import {readdirSync} from 'node:fs';
import path from 'node:path';

/** The repository's root, which the paths below are relative to. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * For tests that scan the code: every file under `dirs` (repository-relative) whose name matches
 * `pattern`, test files left out, as repository-relative paths.
 */
export function sourceFiles(dirs: readonly string[], pattern: RegExp): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(REPO_ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return walk(rel);
      return pattern.test(entry.name) && !/\.test\./.test(entry.name) ? [rel] : [];
    });
  return dirs.flatMap(walk);
}
