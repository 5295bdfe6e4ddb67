import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REPO_ROOT as root, sourceFiles} from './sourceFiles';

/**
 * The first Intl call on a page loads the browser's ICU data: on a phone that
 * was a 490 ms task on every Help Center guide, from one message formatted with
 * toLocaleString when the feedback form's module was evaluated (issue 16).
 * Code the browser runs formats numbers and dates with src/lib/numbers.ts and
 * src/lib/dates.ts, which write en-US out; Intl stays their tests' reference.
 */
const BROWSER_CODE = ['src/components', 'src/pages', 'src/theme', 'src/lib', 'src/data', 'src/config'];
const INTL = /\.toLocale(String|DateString|TimeString)\(|\bIntl\.[A-Z]\w*\(|new Intl\./;

describe('no Intl in code the browser runs', () => {
  it('no source formats through Intl or toLocaleString', () => {
    const files = sourceFiles(BROWSER_CODE, /\.(tsx?|jsx?|mdx)$/);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (INTL.test(line) && !/^\s*(\*|\/\/)/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
