import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ADA_WIDGET, AGENT_RESULTS} from '../../src/data/constants';

/**
 * Accessibility claims stay within the widget's own figures
 * (docs-engineering/decisions.md#accessibility-claims): the ADA widget has
 * "26 features, WCAG 2.1 AA, text scaling up to 200%", and "100% ADA
 * compliance" is the widget's typical-result label. Nothing anywhere in the
 * copy promises "instant" or "guaranteed" compliance, and no sentence about
 * accessibility claims compliance, conformance, certification or legal
 * protection beyond that label.
 *
 * Scanned: every string exported by src/data/*.ts (the resolved values, so
 * figures interpolated from constants are checked as shown), and the MDX of
 * blog/, newsletters/, case-studies/, changelog/ and the Help Center's docs/
 * (front matter and body). Search
 * keywords and the Help Center's `asked_as` questions are left out: they are
 * what people type, not what we claim.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');

const ACCESSIBILITY = /\b(ADA|WCAG|accessib\w*|a11y|disabilit\w*|screen[- ]readers?)\b/i;
const ABSOLUTE = /\b(instant\w*|guarantee[ds]?)\b/gi;
const COMPLIANCE = /complian\w*/gi;
const LEGAL_CLAIM =
  /\b(complian\w*|conforman\w*|conformit\w*|certif\w*|lawsuits?|litigation|legal(?:ly)?\s+(?:protect\w*|safe\w*|proof))\b/i;
/** Strings that may say "ADA compliance": the widget's typical-result label, alone, with its value or introduced as such. */
const RESULT = AGENT_RESULTS['ada-widget'];
const ALLOWED_LABELS = new Set([
  RESULT.label,
  `${RESULT.value} ${RESULT.label}`,
  `Typical result: ${RESULT.label}`,
  `Typical result: ${RESULT.value} ${RESULT.label}`,
]);
const NEAR = 60;

/** Problems with one sentence of copy, as readable reasons (empty when it is fine). */
export function claimProblems(sentence: string): string[] {
  const text = sentence.trim();
  const problems: string[] = [];

  const absolutes = [...text.matchAll(ABSOLUTE)];
  const compliance = [...text.matchAll(COMPLIANCE)];
  for (const a of absolutes) {
    if (compliance.some((c) => Math.abs(c.index - a.index) <= NEAR)) problems.push(`"${a[0]}" next to "compliance"`);
  }

  if (ACCESSIBILITY.test(text) && !text.endsWith('?') && !ALLOWED_LABELS.has(text)) {
    const legal = LEGAL_CLAIM.exec(text);
    if (legal) problems.push(`accessibility claim beyond the widget's own wording ("${legal[0]}")`);
  }

  for (const wcag of text.matchAll(/\bWCAG\b(\s*[\d.]+)?(\s*A{1,3}\b)?/g)) {
    if (wcag[0].replace(/\s+/g, ' ').trim() !== ADA_WIDGET.standard)
      problems.push(`"${wcag[0].trim()}" where ADA_WIDGET says "${ADA_WIDGET.standard}"`);
  }
  for (const scaling of text.matchAll(/\bscal\w*[^.]{0,30}?\bup to (\d+)\s*%/gi)) {
    if (Number(scaling[1]) !== ADA_WIDGET.textScalingMaxPercent)
      problems.push(`text scaling up to ${scaling[1]}% where ADA_WIDGET says ${ADA_WIDGET.textScalingMaxPercent}%`);
  }
  if (ACCESSIBILITY.test(text)) {
    for (const count of text.matchAll(
      /\b(\d+)\s+(?:accessibility\s+)?(?:features|adjustments|settings|tools|controls)\b/gi,
    )) {
      if (Number(count[1]) !== ADA_WIDGET.features)
        problems.push(`${count[1]} widget features where ADA_WIDGET says ${ADA_WIDGET.features}`);
    }
  }
  return problems;
}

/** docs/ and every folder below it: the Help Center is copy too. */
function helpCenterDirs(dir = 'docs'): string[] {
  const below = readdirSync(path.join(ROOT, dir), {withFileTypes: true}).filter((entry) => entry.isDirectory());
  return [dir, ...below.flatMap((entry) => helpCenterDirs(`${dir}/${entry.name}`))];
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim());

/** Every string in a data value, with where it sits, leaving out search keywords. */
function strings(value: unknown, where: string, out: {where: string; text: string}[] = []) {
  if (typeof value === 'string') out.push({where, text: value});
  else if (Array.isArray(value)) value.forEach((item, index) => strings(item, `${where}[${index}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (key !== 'keywords') strings(item, `${where}.${key}`, out);
  }
  return out;
}

/** MDX text without the front matter's search keywords, tags and asked_as questions. */
function mdxCopy(source: string): string {
  const lines = source.split('\n');
  const kept: string[] = [];
  let inFrontMatter = false;
  let skipping = false;
  lines.forEach((line, index) => {
    if (line.trim() === '---' && (index === 0 || inFrontMatter)) inFrontMatter = index === 0;
    if (inFrontMatter && /^[A-Za-z]/.test(line)) skipping = /^(keywords|tags|asked_as):/.test(line);
    if (!(inFrontMatter && skipping)) kept.push(line);
  });
  // A link's address is not copy: `[text](address)` reads as its text.
  return kept.join('\n').replace(/\]\([^)\s]*\)/g, ']');
}

describe('claimProblems', () => {
  it.each([
    'Instant ADA compliance for your menu.',
    'Guaranteed compliance with accessibility law.',
    'Your site becomes fully ADA compliant in minutes.',
    'The widget protects you from ADA lawsuits.',
    'Built to WCAG 2.2 AA.',
    'Text scaling up to 300% for every visitor of the ADA widget.',
    'The ADA widget has 30 accessibility features.',
    'Certified accessible by our ADA widget.',
  ])('flags %j', (sentence) => {
    expect(claimProblems(sentence)).not.toEqual([]);
  });

  it.each([
    `The ADA widget gives every visitor ${ADA_WIDGET.features} adjustments, built to ${ADA_WIDGET.standard}, including text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%.`,
    RESULT.label,
    `${RESULT.value} ${RESULT.label}`,
    `Typical result: ${RESULT.label}`,
    'Does the widget make my whole site compliant on its own?',
    'Works behind your age gate and keeps a log of every conversation for your compliance team.',
    'Instant product answers',
  ])('accepts %j', (sentence) => {
    expect(claimProblems(sentence)).toEqual([]);
  });
});

describe("copy stays within the widget's own figures on accessibility and compliance", () => {
  const dataDir = path.join(ROOT, 'src', 'data');
  const isData = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts');
  // The constants are a folder of modules, one per concern.
  const dataFiles = [
    ...readdirSync(dataDir).filter(isData),
    ...readdirSync(path.join(dataDir, 'constants'))
      .filter(isData)
      .map((name) => `constants/${name}`),
  ];

  it.each(dataFiles)('src/data/%s', async (name) => {
    const module: Record<string, unknown> = await import(path.join(dataDir, name));
    const found = strings(module, name.replace(/\.ts$/, '')).flatMap(({where, text}) =>
      sentences(text).flatMap((sentence) =>
        claimProblems(sentence).map((problem) => `${where}: ${problem}\n    "${sentence.trim()}"`),
      ),
    );
    expect(found, found.join('\n')).toEqual([]);
  });

  const mdxFiles = ['blog', 'newsletters', 'case-studies', 'changelog', ...helpCenterDirs()].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir))
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => `${dir}/${name}`),
  );

  it('finds the content', () => {
    expect(dataFiles.length).toBeGreaterThan(10);
    expect(mdxFiles.length).toBeGreaterThan(5);
  });

  it.each(mdxFiles)('%s', (file) => {
    const copy = mdxCopy(readFileSync(path.join(ROOT, file), 'utf8'));
    const found = sentences(copy).flatMap((sentence) =>
      claimProblems(sentence).map((problem) => `${problem}\n    "${sentence.trim()}"`),
    );
    expect(found, found.join('\n')).toEqual([]);
  });
});
