// npm run bench:check — how long a writer waits for `npm run check`,
// beside how long `npm run build` makes them wait. Targets on the 2-core
// reference machine: the whole content under 10 s, `--changed` with one file
// under 3 s. Each check runs 3 times (median shown) with its CPU time, which
// is what the wall time would be on an idle machine at most; the build runs
// once, into a folder of its own. `--no-build` skips the build.
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {BENCH_DIR, ROOT, table} from './common.mjs';

const RUNS = 3;
const withBuild = !process.argv.includes('--no-build');

/**
 * Wall and CPU seconds of a command, from GNU time, and the last line it printed.
 * @param {string} command
 */
function timed(command) {
  const out = execFileSync('bash', ['-c', `/usr/bin/time -f "__time %e %U %S" ${command} 2>&1; true`], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const times = /__time ([\d.]+) ([\d.]+) ([\d.]+)/.exec(out);
  if (!times) throw new Error(`no time for ${command}:\n${out.slice(-2_000)}`);
  const [, wall, user, system] = times.map(Number);
  const summary =
    out
      .split('\n')
      .filter((line) => /\d+ errors?, \d+ warnings? in \d+ files?/.test(line))
      .at(-1) ?? '';
  return {wall, cpu: user + system, summary, out};
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The median wall and CPU time of RUNS runs of `command`, as a row of the table.
 * @param {string} label
 * @param {string} command
 */
function bench(label, command) {
  const runs = Array.from({length: RUNS}, () => timed(command));
  return {
    'what': label,
    'wall (s)': median(runs.map((run) => run.wall)).toFixed(1),
    'CPU (s)': median(runs.map((run) => run.cpu)).toFixed(1),
    'result': runs[0].summary,
  };
}

// One new post, as `npm run new` makes it, untracked: `--changed` against HEAD then checks that file
// (and any content the working tree changes already, which the result column counts).
const firstPost = execFileSync('ls', ['blog'], {cwd: ROOT, encoding: 'utf8'})
  .split('\n')
  .find((name) => name.endsWith('.mdx'));
if (!firstPost) throw new Error('no .mdx post in blog/ to copy');
const posts = readFileSync(path.join(ROOT, 'blog', firstPost), 'utf8');
const benchPost = path.join(ROOT, 'blog', '2000-01-01-bench-check-post.mdx');

console.log(`Machine: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`);
const rows = [bench('npm run check (whole content)', 'node scripts/check.mjs')];
writeFileSync(benchPost, posts.replace(/^slug: .*$/m, 'slug: bench-check-post'));
try {
  rows.push(bench('npm run check -- --changed (one new file)', 'node scripts/check.mjs --changed --base HEAD'));
} finally {
  rmSync(benchPost, {force: true});
}
if (withBuild) {
  const outDir = path.join(BENCH_DIR, 'check-build');
  mkdirSync(BENCH_DIR, {recursive: true});
  const build = timed(`npx docusaurus build --out-dir "${outDir}"`);
  rmSync(outDir, {recursive: true, force: true});
  if (!/Generated static files/.test(build.out)) console.error(build.out.split('\n').slice(-20).join('\n'));
  rows.push({
    'what': 'npm run build',
    'wall (s)': build.wall.toFixed(1),
    'CPU (s)': build.cpu.toFixed(1),
    'result': /Generated static files/.test(build.out) ? 'built' : 'failed',
  });
}
table(rows, ['what', 'wall (s)', 'CPU (s)', 'result']);
console.log(
  `Targets: whole content < 10 s, --changed with one file < 3 s (wall, idle 2-core machine). Load average now ${os.loadavg()[0].toFixed(1)}: on a shared machine the CPU column is the better guide.`,
);
