import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from './prismThemes';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('code-block colours', () => {
  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ])('every %s token reaches 4.5:1 on its background', (_name, theme) => {
    const background = theme.plain.backgroundColor!;
    const colours = [theme.plain.color!, ...theme.styles.map((s) => s.style.color!)];
    for (const colour of colours) expect(contrast(colour, background), colour).toBeGreaterThanOrEqual(4.5);
  });
});
