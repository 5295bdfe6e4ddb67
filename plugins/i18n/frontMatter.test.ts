import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {DefaultParseFrontMatter} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import {withTranslationStatus} from './frontMatter';
import {gitBlobId} from './translations';

const root = mkdtempSync(path.join(tmpdir(), 'budbot-i18n-front-matter-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));
mkdirSync(path.join(root, 'docs/a'), {recursive: true});
const ENGLISH = '# The English page\n';
writeFileSync(path.join(root, 'docs/a/page.mdx'), ENGLISH);
const spanishFile = path.join(root, 'i18n/es/docusaurus-plugin-content-docs/current/a/page.mdx');

/** A parser that returns the given front matter, as Docusaurus' default would after reading it. */
const parsed =
  (frontMatter: Record<string, unknown>): DefaultParseFrontMatter =>
  async () => ({frontMatter, content: ''});
const parse = (frontMatter: Record<string, unknown>, filePath = spanishFile) =>
  withTranslationStatus(
    parsed(frontMatter),
    root,
  )({
    filePath,
    fileContent: '',
    defaultParseFrontMatter: parsed(frontMatter),
  });

describe("the site's front matter parser on translated pages", () => {
  it('leaves translated_from and asked_as out, and marks nothing when the English page is as translated', async () => {
    const result = await parse({title: 'Página', translated_from: gitBlobId(ENGLISH), asked_as: {'#': ['x']}});
    expect(result.frontMatter).toEqual({title: 'Página'});
  });

  it('marks a translation whose English page changed since', async () => {
    const result = await parse({title: 'Página', translated_from: gitBlobId('# An older English page\n')});
    expect(result.frontMatter).toEqual({title: 'Página', translation_outdated: true});
  });

  it('fails a translation without translated_from, or whose English page is gone', async () => {
    await expect(parse({title: 'Página'})).rejects.toThrow('"translated_from" must be the Git blob id');
    const moved = path.join(root, 'i18n/es/docusaurus-plugin-content-docs/current/a/gone.mdx');
    await expect(parse({title: 'Página', translated_from: gitBlobId(ENGLISH)}, moved)).rejects.toThrow(
      'its English page docs/a/gone.mdx is gone or moved',
    );
  });

  it('leaves English pages alone', async () => {
    const result = await parse({title: 'Page'}, path.join(root, 'docs/a/page.mdx'));
    expect(result.frontMatter).toEqual({title: 'Page'});
  });
});
