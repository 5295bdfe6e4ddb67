// Shared helpers of the benchmark scripts (npm run bench:*). Benchmarks print
// figures and exit 0: targets are compared in the output, never enforced as
// timed tests, because the machine is shared and noisy.
import {execFileSync, spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const BENCH_DIR = path.join(ROOT, 'tmp', 'bench');
const DOCUSAURUS_VERSION = JSON.parse(
  readFileSync(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
).version;

/** The routes every speed benchmark measures. */
export function benchRoutes(buildDir = path.join(ROOT, 'build')) {
  const first = (/** @type {string} */ dir) =>
    readdirSync(path.join(buildDir, dir))
      .filter(
        (name) =>
          !['tags', 'authors', 'archive', 'page', 'rss.xml', 'atom.xml', 'feed.json', '404'].includes(
            name.replace(/\.html$/, ''),
          ),
      )
      .map((name) => `/${dir}/${name.replace(/\.html$/, '').replace(/\/index$/, '')}`)
      .sort()[0];
  const routes = ['/', '/pricing', '/ai-agents', first('blog'), first('newsletters'), '/waitlist'];
  // The Help Center's landing and one guide with tabs and code, once the docs are built.
  if (existsSync(path.join(buildDir, 'docs'))) routes.push('/docs', DOC_BENCH_ROUTE);
  // Ask the Help Center: the page before any question (its index loads on the first one).
  if (existsSync(path.join(buildDir, 'ask.html'))) routes.push('/ask');
  return routes;
}

/**
 * The Spanish pages the speed benchmarks measure beside the English ones (their targets are the same), each with
 * its English page: the home, pricing, a partner guide and Ask. Only when the build has the Spanish site.
 * @returns {{route: string, english: string}[]}
 */
export function spanishBenchRoutes(buildDir = path.join(ROOT, 'build')) {
  if (!existsSync(path.join(buildDir, 'es', 'index.html'))) return [];
  return [
    {route: '/es/', english: '/'},
    {route: '/es/pricing', english: '/pricing'},
    {route: '/es/docs/integrations/dutchie', english: '/docs/integrations/dutchie'},
    {route: '/es/ask', english: '/ask'},
  ];
}

/** The doc page the benchmarks measure: tabs, code blocks and a long sidebar, the heaviest kind. */
export const DOC_BENCH_ROUTE = '/docs/get-started/install-widget';
/** The stock classic template's doc page of the same kind, the yardstick for a doc page's JS. */
export const STOCK_DOC_ROUTE = '/docs/intro';

/** @param {import('node:zlib').InputType} buf */
export const gzipSize = (buf) => gzipSync(buf, {level: 9}).length;
/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints `rows` as a table of `columns` (the rows' keys), padded to the widest cell.
 * @param {ReadonlyArray<Record<string, unknown>>} rows
 * @param {string[]} columns
 */
export function table(rows, columns) {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (/** @type {unknown[]} */ cells) =>
    cells.map((cell, i) => String(cell ?? '').padEnd(widths[i])).join('  ');
  console.log(line(columns));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(columns.map((c) => row[c])));
}

/**
 * Runs a command in the repository (by default), its output on the terminal.
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').ExecFileSyncOptions} [opts]
 */
export function run(cmd, args, opts = {}) {
  return execFileSync(cmd, args, {stdio: 'inherit', cwd: ROOT, ...opts});
}

/**
 * Starts `functions/server.ts` on a port and resolves once it answers.
 * @param {{port: number, buildDir: string, env?: NodeJS.ProcessEnv}} options
 */
export async function startServer({port, buildDir, env = {}}) {
  // A leftover server on the port (an interrupted bench's) would answer for this one.
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new Error(`port ${port} is taken (a server left by an interrupted run?): stop it or set the bench's port`);
  // A PGlite folder of its own unless the caller brings one; removed when the server stops.
  const ownDataDir = env.DATA_DIR ? undefined : path.join(BENCH_DIR, `data-${port}-${Date.now()}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BUILD_DIR: buildDir,
      DATA_DIR: ownDataDir,
      RATE_LIMIT: '0',
      SPAM_CHALLENGE: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (!exited()) await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
    if (ownDataDir) rmSync(ownDataDir, {recursive: true, force: true});
  };
  // Up to a minute: PGlite alone takes 15-20 s to open on a loaded 2-core machine.
  for (let i = 0; i < 300; i++) {
    // A server that exits (its port taken by a leftover one, say) must not let the bench measure
    // whatever else answers on that port.
    if (exited())
      throw new Error(`the server for ${buildDir} exited (code ${child.exitCode}) before answering on port ${port}`);
    try {
      await fetch(`${url}/`);
      return {url, stop};
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
    run(
      'npx',
      [
        '--yes',
        `create-docusaurus@${DOCUSAURUS_VERSION}`,
        'stock',
        'classic',
        '--typescript',
        '--skip-install',
        '--package-manager',
        'npm',
      ],
      {cwd: BENCH_DIR},
    );
  }
  const pkgPath = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  pkg.dependencies['@docusaurus/faster'] = DOCUSAURUS_VERSION;
  pkg.overrides = {'@docsearch/react': '4.7.0'};
  writeFileSync(pkgPath, JSON.stringify(pkg, null, 2));
  const configPath = path.join(dir, 'docusaurus.config.ts');
  const config = readFileSync(configPath, 'utf8');
  if (!config.includes('v4: true'))
    writeFileSync(configPath, config.replace(/future:\s*{[^}]*}/, 'future: {v4: true}'));
  run('npm', ['install', '--no-audit', '--no-fund'], {cwd: dir});
  return dir;
}

/**
 * A copy of a site (without its dependencies and outputs), node_modules linked.
 * @param {string} from
 * @param {string} to
 */
export function copySite(from, to) {
  rmSync(to, {recursive: true, force: true});
  mkdirSync(to, {recursive: true});
  for (const name of readdirSync(from)) {
    if (
      ['node_modules', 'build', 'tmp', '.git', '.data', 'test-results'].includes(name) ||
      name.startsWith('.docusaurus') ||
      name.startsWith('build-bench')
    )
      continue;
    cpSync(path.join(from, name), path.join(to, name), {recursive: true});
  }
  symlinkSync(path.join(from, 'node_modules'), path.join(to, 'node_modules'));
  return to;
}

const CATEGORIES = ['Business Intelligence', 'AI Technology', 'Market Analysis'];
const PARAGRAPH =
  'Dispensary teams that answer product questions quickly convert more first-time visitors. ' +
  'Track how many sessions ask about effects, formats and dosing, and which answers end in a cart. ' +
  'Compare weekday and weekend demand, and tune menus before the evening rush. ';

/**
 * Writes `count` generated blog posts into `blogDir`, with our front matter (`ours`) or the stock template's.
 * @param {string} blogDir
 * @param {number} count
 * @param {{ours: boolean}} options
 */
export function generatePosts(blogDir, count, {ours}) {
  const authorKey = ours ? Object.keys(parseAuthors(path.join(blogDir, 'authors.yml')))[0] : null;
  for (let i = 0; i < count; i++) {
    const day = new Date(Date.UTC(2020, 0, 1) + i * 86400000).toISOString().slice(0, 10);
    const slug = `generated-post-${i}`;
    const fm = ours
      ? [
          `slug: ${slug}`,
          `title: "Generated operations note ${i}"`,
          `description: "A generated article number ${i} used to measure how the build grows with content."`,
          `category: ${CATEGORIES[i % 3]}`,
          `date: ${day}`,
          `authors: [${authorKey}]`,
          `image: /img/logo.svg`,
          `mediaType: image`,
        ]
      : [`slug: ${slug}`, `title: "Generated operations note ${i}"`, `date: ${day}`];
    const body = `Intro for note ${i}.\n\n{/* truncate */}\n\n## Findings\n\n${PARAGRAPH.repeat(6)}\n\n## What to do\n\n${PARAGRAPH.repeat(4)}\n`;
    writeFileSync(path.join(blogDir, `${day}-${slug}.mdx`), `---\n${fm.join('\n')}\n---\n\n${body}`);
  }
}

/**
 * The author keys of an authors.yml (its top-level keys).
 * @param {string} file
 */
function parseAuthors(file) {
  /** @type {Record<string, true>} */
  const keys = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Za-z0-9_-]+):\s*$/.exec(line);
    if (m) keys[m[1]] = true;
  }
  return keys;
}
