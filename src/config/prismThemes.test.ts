import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CODE_COLOUR_ROLES, codeTheme} from './prismThemes';

const css = readFileSync(path.join(__dirname, '..', 'css', 'custom.css'), 'utf8');

/** The `--bb-code-*` values of the first CSS block whose selector is exactly `selector`. */
function codeColours(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/--bb-code-([a-z]+):\s*(#[0-9a-f]{6});/g)].map(([, role, value]) => [role!, value!]),
  );
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('code-block colours', () => {
  it.each([
    ['light', ':root'],
    ['dark', "[data-theme='dark']"],
  ])('every %s token reaches 4.5:1 on its background', (_name, selector) => {
    const colours = codeColours(selector);
    expect(Object.keys(colours).sort()).toEqual([...CODE_COLOUR_ROLES].sort());
    for (const role of CODE_COLOUR_ROLES.filter((r) => r !== 'background')) {
      expect(contrast(colours[role]!, colours.background!), `${role} ${colours[role]}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('draws every token with one of those variables, so the theme is the same in both modes', () => {
    const values = [
      codeTheme.plain.color,
      codeTheme.plain.backgroundColor,
      ...codeTheme.styles.map((s) => s.style.color),
    ];
    for (const value of values)
      expect(value).toMatch(new RegExp(`^var\\(--bb-code-(${CODE_COLOUR_ROLES.join('|')})\\)$`));
  });
});
