import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {applyFixes} from '../fix';
import {parseDoc} from '../parse';
import {docPage} from '../testing';
import {proseOf, spellingRule} from './spelling';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const doc = (body: string) => parseDoc('docs/a.mdx', docPage(body));

describe('proseOf', () => {
  it('keeps text, headings, alt text and prose fields where they stand, and blanks code, addresses and JSX', () => {
    const page = doc(
      '## Setup\n\nOpen [app.budbot.ai](https://app.budbot.ai) and `npx budbotz`.\n\n```sh\ncurl xyzzy\n```\n\n![A chart](/img/qwxz.png)\n\n<Tabs groupId="zzqx" />\n',
    );
    const prose = proseOf(page);
    expect(prose).toHaveLength(page.text.length);
    expect(prose).toContain('Connect Treez to BudBot');
    expect(prose).toContain('## Setup'.slice(3));
    expect(prose).toContain('A chart');
    for (const hidden of ['app.budbot.ai', 'budbotz', 'xyzzy', 'qwxz', 'zzqx', 'title:'])
      expect(prose).not.toContain(hidden);
  });

  it("leaves out asked_as, the staff's questions as they type them, and spells the fields after it", () => {
    const text = docPage('Body.\n').replace(
      '\n---',
      "\nasked_as:\n  '#setup':\n    - bot doesnt show aiq pts\nsidebar_label: Zorblat setup\n---",
    );
    const prose = proseOf(parseDoc('docs/a.mdx', text));
    expect(prose).not.toContain('doesnt');
    expect(prose).toContain('Zorblat setup');
  });
});

describe('spellingRule (cspell and cspell/project-words.txt)', () => {
  it('passes US English and the project dictionary’s words', async () => {
    expect(
      await spellingRule([doc('Budtenders at a Dutchie or Treez store upsell topicals and gummies.\n')], ROOT),
    ).toEqual([]);
  });

  it('flags an unknown word where it stands, and offers the fix for a known misspelling', async () => {
    const page = doc('Our budtener said the dispensery was recieving zorblat orders.\n');
    const findings = await spellingRule([page], ROOT);
    expect(findings.map((finding) => [finding.line, finding.column, finding.message])).toEqual([
      [6, 5, '"budtener" is a known misspelling of "budtender"'],
      [6, 23, '"dispensery" is a known misspelling of "dispensary"'],
      [
        6,
        38,
        'unknown word "recieving" (did you mean "receiving"?): fix it, or if it is right add it to cspell/project-words.txt',
      ],
      [6, 48, 'unknown word "zorblat": fix it, or if it is right add it to cspell/project-words.txt'],
    ]);
    const fixed = applyFixes(
      page.text,
      findings.flatMap((finding) => (finding.fix ? [finding.fix] : [])),
    ).text;
    expect(fixed).toContain('Our budtender said the dispensary was receiving zorblat orders.');
  });
});
