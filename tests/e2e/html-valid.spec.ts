import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {expect, test} from './support/test';
import {FIRST_PAINT_HOLD} from '../../src/config/ssgTemplate';

/** FIRST_PAINT_HOLD as the build's HTML minifier writes it (no quotes around attribute values). */
const FIRST_PAINT_HOLD_MINIFIED = FIRST_PAINT_HOLD.replaceAll('"', '');

/**
 * The checker (26.9.27) still allows `blocking` only on stylesheet links, while the HTML Standard
 * allows it on links whose rel holds `expect` or `stylesheet` ("link type expect"; MDN corrected the
 * same in mdn/content#33469): the first-paint hold of src/config/ssgTemplate.ts. That one error, on
 * that one element.
 */
const checkerBehindSpec = (m: {message: string; extract?: string}) =>
  m.message ===
    'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
  (m.extract ?? '').includes(FIRST_PAINT_HOLD_MINIFIED);

/** Every built HTML page passes the Nu Html Checker (vnu-jar, run on Java) with no errors. */
test('every built page is valid HTML', async () => {
  test.setTimeout(240_000);
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  const vnu = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
  let report = '';
  try {
    execFileSync('java', ['-Xss4m', '-jar', vnu, '--errors-only', '--format', 'json', '--skip-non-html', buildDir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // vnu exits 1 when it found errors and prints its JSON report on stderr.
    report = String((error as {stderr?: string}).stderr ?? error);
  }
  const messages = report
    ? (JSON.parse(report) as {messages: {type: string; url: string; message: string; extract?: string}[]}).messages
    : [];
  const errors = messages
    .filter((m) => m.type === 'error' && !checkerBehindSpec(m))
    .map(
      (m) =>
        `${path.relative(buildDir, m.url.replace('file:', ''))}: ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ''}`,
    );
  expect(errors, errors.slice(0, 40).join('\n')).toEqual([]);
});
