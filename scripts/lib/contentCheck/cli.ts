// `npm run check` (scripts/check.mjs runs this module, bundled): the MDX
// content checked in seconds, without a build.
//   npm run check                       every content file
//   npm run check -- --changed          files that differ from main, untracked ones included
//   npm run check -- blog/x.mdx docs    the files and folders given
//   npm run check -- --fix              also fixes what is mechanical, then checks again
//   --no-spelling                       skips cspell (faster)
// Prints `file:line:column  rule  message`; the exit code is 1 when there is an error.
import {execFileSync} from 'node:child_process';
import {readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {CONTENT_CHECK} from '../../../src/data/constants/contentCheck';
import {applyFixes, checkFiles, contentFiles, contentPath, formatFinding, summarize, type Finding} from './index';

// `check.mjs --serve` loads cspell's dictionaries as it starts, before the first file arrives.
export {warmUpSpelling} from './rules/spelling';

/**
 * Runs the check as the command line asks and returns the exit code. `print` takes each line
 * (the console by default; `check.mjs --serve` collects them), `startedAt` is when the run began
 * on `performance.now()`'s clock (the process's start by default, so module loading counts).
 */
export async function runCheck(
  args: string[],
  root: string,
  {print = console.log, startedAt = 0}: {print?: (line: string) => void; startedAt?: number} = {},
): Promise<number> {
  const {values, positionals} = parseArgs({
    args,
    allowPositionals: true,
    options: {
      'changed': {type: 'boolean'},
      'fix': {type: 'boolean'},
      'no-spelling': {type: 'boolean'},
      'base': {type: 'string', default: CONTENT_CHECK.baseBranch},
    },
  });
  const files = (
    values.changed
      ? changedFiles(root, values.base!)
      : positionals.length > 0
        ? givenFiles(root, positionals)
        : contentFiles(root)
  )
    .map((file) => contentPath(root, path.resolve(root, file)))
    .filter((file): file is string => file !== null);
  const options = {root, spelling: !values['no-spelling']};

  let findings: Finding[] = await checkFiles(files, options);
  if (values.fix) {
    let fixed = 0;
    for (const file of new Set(findings.filter((finding) => finding.fix).map((finding) => finding.file))) {
      const abs = path.join(root, file);
      const {text, applied} = applyFixes(
        readFileSync(abs, 'utf8'),
        findings.filter((finding) => finding.file === file && finding.fix).map((finding) => finding.fix!),
      );
      writeFileSync(abs, text);
      fixed += applied;
    }
    print(`Fixed ${fixed} finding${fixed === 1 ? '' : 's'}.`);
    if (fixed > 0) findings = await checkFiles(files, options);
  }

  for (const finding of findings) print(formatFinding(finding));
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  print(
    `${summarize(findings, files.length)} (${seconds} s)${findings.some((finding) => finding.fix) && !values.fix ? '; npm run check -- --fix fixes those it can' : ''}`,
  );
  return findings.some((finding) => finding.severity === 'error') ? 1 : 0;
}

function git(root: string, ...args: string[]): string[] {
  return execFileSync('git', args, {cwd: root, encoding: 'utf8'}).split('\n').filter(Boolean);
}

/** Content files that differ from the base branch (committed, staged or not) and untracked ones, still present. */
function changedFiles(root: string, base: string): string[] {
  const ref = [base, `origin/${base}`].find((candidate) => {
    try {
      git(root, 'rev-parse', '--verify', '--quiet', candidate);
      return true;
    } catch {
      return false;
    }
  });
  const changed = [
    ...(ref ? git(root, 'diff', '--name-only', '--diff-filter=d', ref) : []),
    ...git(root, 'ls-files', '--others', '--exclude-standard'),
  ];
  return [
    ...changed,
    ...filesUsing(
      root,
      changed.filter((file) => file.startsWith('static/')),
    ),
  ];
}

/** Content files that name one of the given files under static/ (a replaced picture is checked where it is used). */
export function filesUsing(root: string, staticFiles: readonly string[]): string[] {
  if (staticFiles.length === 0) return [];
  const addresses = staticFiles.map((file) => file.slice('static'.length));
  return contentFiles(root).filter((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return addresses.some((address) => text.includes(address));
  });
}

/** The paths given, folders expanded to their content files. */
function givenFiles(root: string, paths: readonly string[]): string[] {
  const all = contentFiles(root);
  return paths.flatMap((given) => {
    const abs = path.resolve(given);
    if (statSync(abs, {throwIfNoEntry: false})?.isDirectory()) {
      const prefix = `${path.relative(root, abs).split(path.sep).join('/')}/`;
      return all.filter((file) => prefix === '/' || file.startsWith(prefix));
    }
    return [abs];
  });
}
