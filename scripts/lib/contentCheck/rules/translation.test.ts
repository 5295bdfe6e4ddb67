import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {gitBlobId} from '../../../../plugins/i18n/translations';
import {parseDoc} from '../parse';
import {docPage, fakeSite} from '../testing';
import {frontMatterRule} from './frontMatter';
import {changeSummary, describeChange, translationRule, untranslatedRule} from './translation';

const ENGLISH = 'docs/integrations/treez.mdx';
const SPANISH = 'i18n/es/docusaurus-plugin-content-docs/current/integrations/treez.mdx';
const englishText = docPage('## Before you start\n\nHave your API key ready.\n\n## Field mapping\n\nThe fields.\n');

/** A Spanish page with the given front matter line and body. */
const spanishPage = (translatedFrom: string, body: string) =>
  [
    '---',
    'title: Conecta Treez con BudBot',
    'description: Pide las credenciales de la API de Treez, conéctalas en BudBot y recibe tu inventario en tiempo real.',
    ...(translatedFrom ? [`translated_from: ${translatedFrom}`] : []),
    '---',
    '',
    body,
  ].join('\n');
const SPANISH_BODY =
  '## Antes de empezar {/* #before-you-start */}\n\nTen a mano tu **API key**.\n\n## Campos {/* #field-mapping */}\n\nLos campos de la tabla.\n';

const root = mkdtempSync(path.join(tmpdir(), 'budbot-translation-'));
mkdirSync(path.join(root, 'docs/integrations'), {recursive: true});
writeFileSync(path.join(root, ENGLISH), englishText);
afterAll(() => rmSync(root, {recursive: true, force: true}));

/** The findings of the translation rule on a Spanish page, among the given other pages. */
function check(spanish: string, others: Record<string, string> = {}) {
  const files = {[ENGLISH]: englishText, [SPANISH]: spanish, ...others};
  const site = fakeSite({files});
  return translationRule(parseDoc(SPANISH, spanish), site, {root, today: '2026-11-27'});
}

describe('translations in npm run check', () => {
  it('passes a translation of the English page as it is', () => {
    expect(check(spanishPage(gitBlobId(englishText), SPANISH_BODY))).toEqual([]);
  });

  it('warns when the English page changed since, naming the English file', () => {
    const findings = check(spanishPage(gitBlobId('an earlier version'), SPANISH_BODY));
    expect(findings).toEqual([expect.objectContaining({rule: 'translation', severity: 'warning', line: 4})]);
    expect(findings[0]!.message).toContain(`${ENGLISH} changed since this translation`);
    expect(findings[0]!.message).toContain(`git hash-object ${ENGLISH}`);
  });

  it('says which headings and how many lines changed', () => {
    expect(describeChange('# A\n## One\ntext\n', '# A\n## Two\ntext\nmore\n')).toBe(
      'headings added: "Two"; headings removed: "One"; 3 lines changed',
    );
    expect(describeChange('same\n', 'same\n')).toBe('0 lines changed');
    expect(changeSummary(root, 'f'.repeat(40), 'x')).toContain("is not in this repository's history");
  });

  it('fails a translation whose English page is gone or moved', () => {
    const moved = 'i18n/es/docusaurus-plugin-content-docs/current/integrations/old-name.mdx';
    const doc = parseDoc(moved, spanishPage(gitBlobId(englishText), SPANISH_BODY));
    const findings = translationRule(doc, fakeSite({files: {[moved]: doc.text}}), {root, today: '2026-11-27'});
    expect(findings).toEqual([
      expect.objectContaining({
        rule: 'translation',
        severity: 'error',
        message: expect.stringContaining('docs/integrations/old-name.mdx is gone or moved'),
      }),
    ]);
  });

  it('fails a translation without a heading id that another page links to, and passes it with the id', () => {
    const linking = {'docs/integrations/dutchie.mdx': docPage('See [the mapping](./treez.mdx#field-mapping).')};
    const withoutId = SPANISH_BODY.replace(' {/* #field-mapping */}', '');
    expect(check(spanishPage(gitBlobId(englishText), withoutId), linking)).toEqual([
      expect.objectContaining({
        rule: 'translation',
        severity: 'error',
        message: expect.stringContaining('"field-mapping", which docs/integrations/dutchie.mdx:6 links to'),
      }),
    ]);
    expect(check(spanishPage(gitBlobId(englishText), SPANISH_BODY), linking)).toEqual([]);
  });

  it('requires translated_from on a translated page, and only there', () => {
    const missing = frontMatterRule(parseDoc(SPANISH, spanishPage('', SPANISH_BODY)));
    expect(missing).toEqual([
      expect.objectContaining({rule: 'front-matter', message: 'field "translated_from": is required'}),
    ]);
    expect(frontMatterRule(parseDoc(SPANISH, spanishPage(gitBlobId(englishText), SPANISH_BODY)))).toEqual([]);
    expect(frontMatterRule(parseDoc(ENGLISH, englishText))).toEqual([]);
  });

  it('fails text a translated page still has in English, but not English labels, names and code', () => {
    const copied = spanishPage(
      gitBlobId(englishText),
      `${SPANISH_BODY}\nOpen the dashboard and click the button to connect your store.\n`,
    );
    expect(untranslatedRule(parseDoc(SPANISH, copied))).toEqual([
      expect.objectContaining({
        rule: 'untranslated',
        severity: 'error',
        message: expect.stringContaining('still English: "Open the dashboard'),
      }),
    ]);
    const labels = `${SPANISH_BODY}\nAbre **Settings → Integrations and Apps** y pega \`the key of your store\` en Treez.\n`;
    expect(untranslatedRule(parseDoc(SPANISH, spanishPage(gitBlobId(englishText), labels)))).toEqual([]);
    expect(untranslatedRule(parseDoc(ENGLISH, englishText))).toEqual([]);
  });
});
