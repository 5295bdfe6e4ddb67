import {createSlugger} from '@docusaurus/utils';
import {beforeAll, describe, expect, it} from 'vitest';
import {buildSourceIndex, docFiles, type SourcePage} from '../ask/sourceIndex';
import type {AskIndex} from '../../src/lib/ask/types';
import {permalinkOf} from '../ask/renderSource';

let index: AskIndex;
let pages: SourcePage[];
beforeAll(async () => {
  ({index, pages} = await buildSourceIndex());
}, 120_000);

/** The headings of an MDX source, outside code fences. */
function headingsOf(source: string): {level: number; text: string}[] {
  let fenced = false;
  const found: {level: number; text: string}[] = [];
  for (const line of source.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const match = !fenced && /^(#{2,4}) (.+)$/.exec(line);
    if (match)
      found.push({
        level: match[1]!.length,
        text: match[2]!
          .replace(/`([^`]*)`/g, '$1')
          .replace(/\*\*([^*]*)\*\*/g, '$1')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'),
      });
  }
  return found;
}

describe('the Ask index built from the MDX sources', () => {
  it('covers every Help Center page except the landing page', () => {
    expect(pages.map((page) => page.page).sort()).toEqual(
      docFiles()
        .map((file) => permalinkOf(file))
        .filter((page) => page !== '/docs')
        .sort(),
    );
    expect(new Set(index.sections.map((section) => section.page)).size).toBe(pages.length);
  });

  it('has, for every heading with text under it, a section whose anchor is the id Docusaurus gives that heading', () => {
    for (const page of pages) {
      const slugger = createSlugger();
      const headings = headingsOf(page.source);
      for (const [i, heading] of headings.entries()) {
        const id = slugger.slug(heading.text);
        const section = index.sections.find((candidate) => candidate.url === `${page.page}#${id}`);
        // A heading directly followed by a subheading ("Troubleshooting") has no text of its own.
        if (section) expect(section.heading, `${page.file}: ${heading.text}`).toBe(heading.text);
        else
          expect(
            (headings[i + 1]?.level ?? 0) > heading.level,
            `${page.file}: no section for "${heading.text}" (#${id})`,
          ).toBe(true);
      }
    }
  });

  it('quotes imported figures and component tables as the page renders them, with no MDX syntax or import lines', () => {
    const text = index.sections.flatMap((section) => section.sentences).join('\n');
    for (const syntax of ['import ', '{CLAIMS', '{PRICING', '<PartnerSyncSummary', ':::', '**', '](', 'export const'])
      expect(text).not.toContain(syntax);
    const dutchieSync = index.sections.find(
      (section) => section.url === '/docs/integrations/dutchie#what-syncs-and-how-often',
    )!;
    expect(dutchieSync.sentences).toContain('Sync interval | Every 5 minutes');
    const permissions = index.sections.find(
      (section) => section.url === '/docs/account/roles-and-permissions#permissions-table',
    )!;
    expect(permissions.sentences).toContain('Promotions: create, edit, end | Yes | Yes | View only');
  });

  it('includes the content of every tab', () => {
    const install = index.sections.find(
      (section) => section.url === '/docs/get-started/install-widget#install-on-your-platform',
    )!;
    const text = install.sentences.join(' ');
    for (const tab of ['WPCode', 'Tag Manager', 'next/script', 'Jane']) expect(text).toContain(tab);
  });

  it('renders every import of every doc but the capability table, whose Link needs the Docusaurus client', () => {
    expect(pages.flatMap((page) => page.missing.map((from) => `${page.file}: ${from}`))).toEqual([
      'integrations/index.mdx: @site/src/components/docs/CapabilityTable',
    ]);
  });

  it('stays under 250 KB gzip', async () => {
    const {gzipSync} = await import('node:zlib');
    expect(gzipSync(JSON.stringify(index)).length).toBeLessThan(250 * 1024);
  });
});
