// Shared helpers of the benchmark scripts (npm run bench:*). Benchmarks print
// figures and exit 0: targets are compared in the output, never enforced as
// timed tests, because the machine is shared and noisy.
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const BENCH_DIR = path.join(ROOT, 'tmp', 'bench');
export const DOCUSAURUS_VERSION = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version;

/** The routes every speed benchmark measures (issue 6). */
export function benchRoutes(buildDir = path.join(ROOT, 'build')) {
  const first = (dir) =>
    readdirSync(path.join(buildDir, dir))
      .filter((name) => !['tags', 'authors', 'archive', 'page', 'rss.xml', 'atom.xml', 'feed.json'].includes(name.replace(/\.html$/, '')))
      .map((name) => `/${dir}/${name.replace(/\.html$/, '').replace(/\/index$/, '')}`)
      .sort()[0];
  return ['/', '/pricing', '/ai-agents', first('blog'), first('newsletters'), '/waitlist'];
}

export function htmlFileFor(buildDir, route) {
  const base = path.join(buildDir, route);
  for (const candidate of [`${base.replace(/\/$/, '')}.html`, path.join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`No built HTML for ${route} in ${buildDir}`);
}

export const gzipSize = (buf) => gzipSync(buf, {level: 9}).length;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function table(rows, columns) {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells) => cells.map((cell, i) => String(cell ?? '').padEnd(widths[i])).join('  ');
  console.log(line(columns));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(columns.map((c) => row[c])));
}

export function run(cmd, args, opts = {}) {
  return execFileSync(cmd, args, {stdio: 'inherit', cwd: ROOT, ...opts});
}

/** Starts `functions/server.ts` on a port and resolves once it answers. */
export async function startServer({port, buildDir, env = {}}) {
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'functions/server.ts'], {
    cwd: ROOT,
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: buildDir, DATA_DIR: path.join(BENCH_DIR, `data-${port}-${Date.now()}`), RATE_LIMIT: '0', ...env},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${url}/`);
      return {url, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))};
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/**
 * A stock Docusaurus classic template of the same version, for yardsticks.
 * Created once under tmp/bench/stock (npm registry only).
 */
export function ensureStockTemplate() {
  const dir = path.join(BENCH_DIR, 'stock');
  if (existsSync(path.join(dir, 'node_modules/@docusaurus/core'))) return dir;
  mkdirSync(BENCH_DIR, {recursive: true});
  if (!existsSync(path.join(dir, 'package.json'))) {
    run('npx', ['--yes', `create-docusaurus@${DOCUSAURUS_VERSION}`, 'stock', 'classic', '--typescript', '--skip-install', '--package-manager', 'npm'], {cwd: BENCH_DIR});
  }
  const pkgPath = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  pkg.dependencies['@docusaurus/faster'] = DOCUSAURUS_VERSION;
  pkg.overrides = {'@docsearch/react': '4.7.0'};
  writeFileSync(pkgPath, JSON.stringify(pkg, null, 2));
  const configPath = path.join(dir, 'docusaurus.config.ts');
  const config = readFileSync(configPath, 'utf8');
  if (!config.includes('v4: true')) writeFileSync(configPath, config.replace(/future:\s*{[^}]*}/, 'future: {v4: true}'));
  run('npm', ['install', '--no-audit', '--no-fund'], {cwd: dir});
  return dir;
}
