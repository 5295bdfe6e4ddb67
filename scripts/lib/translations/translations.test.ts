import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {gitBlobId} from '../../../plugins/i18n/translations';
import {startTranslation} from './start';
import {formatStatuses, translationStatuses} from './status';

const english = `---
title: Connect Cova to BudBot
description: Request Cova API access and connect BudBot.
asked_as:
  '#':
    - how does cova work with budbot
  '#before-you-start':
    - what do i need before connecting cova
---

Intro.

## Before you start

\`\`\`md
## Not a heading
\`\`\`

### Field mapping {/* #fields */}
`;

describe('npm run translate', () => {
  it('starts a translation: the source recorded, each heading keeps its anchor, asked_as to fill in', () => {
    const started = startTranslation(english, 'FILL IN:');
    const frontMatter = parse(started.split('---')[1]!) as Record<string, unknown>;
    expect(frontMatter.translated_from).toBe(gitBlobId(english));
    expect(frontMatter.asked_as).toEqual({
      '#': ['FILL IN: preguntas del personal, como las escriben'],
      '#before-you-start': ['FILL IN: preguntas del personal, como las escriben'],
    });
    expect(started).toContain('## Before you start {/* #before-you-start */}');
    expect(started).toContain('```md\n## Not a heading\n```');
    expect(started).toContain('### Field mapping {/* #fields */}');
    expect(started).toContain('\nIntro.\n');
  });
});

describe('npm run translations', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'budbot-translations-'));
  afterAll(() => rmSync(root, {recursive: true, force: true}));
  const spanish = path.join(root, 'i18n/es/docusaurus-plugin-content-docs/current');
  mkdirSync(path.join(root, 'docs/a'), {recursive: true});
  mkdirSync(path.join(spanish, 'a'), {recursive: true});
  for (const name of ['current', 'changed', 'missing'])
    writeFileSync(path.join(root, `docs/a/${name}.mdx`), `# ${name}\n`);
  writeFileSync(path.join(spanish, 'a/current.mdx'), `---\ntranslated_from: ${gitBlobId('# current\n')}\n---\n`);
  writeFileSync(path.join(spanish, 'a/changed.mdx'), `---\ntranslated_from: ${gitBlobId('# an older one\n')}\n---\n`);

  it('gives each page its status in each language, and the counts last', () => {
    const statuses = translationStatuses(root);
    expect(statuses.map(({source, status}) => [source, status])).toEqual([
      ['docs/a/changed.mdx', 'out of date'],
      ['docs/a/current.mdx', 'up to date'],
      ['docs/a/missing.mdx', 'missing'],
    ]);
    expect(formatStatuses(statuses).split('\n').at(-1)).toBe('1 up to date, 1 out of date, 1 missing (of 3)');
  });
});
