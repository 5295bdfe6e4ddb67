import type {PageEntry} from './collectEntries';
import {absoluteUrl} from '../../src/lib/urls';

type LlmsLink = {title: string; url: string; description?: string};
export type LlmsSection = {title: string; links: readonly LlmsLink[]};

/** Link text and descriptions are one line of plain text: brackets escaped, line breaks folded. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const linkText = (value: string) => oneLine(value).replace(/([\\[\]])/g, '\\$1');

function listItem({title, url, description}: LlmsLink): string {
  const base = `- [${linkText(title)}](${url})`;
  return description ? `${base}: ${oneLine(description)}` : base;
}

/**
 * llms.txt in the llmstxt.org format: the H1 title, the summary as a quote, optional paragraphs,
 * then one H2 section per group, each a list of `- [Title](url): description`. Empty sections are
 * left out.
 */
export function buildLlmsTxt(input: {
  title: string;
  summary: string;
  details: readonly string[];
  sections: readonly LlmsSection[];
}): string {
  const blocks = [`# ${oneLine(input.title)}`, `> ${oneLine(input.summary)}`, ...input.details.map(oneLine)];
  for (const section of input.sections) {
    if (section.links.length === 0) continue;
    blocks.push(`## ${oneLine(section.title)}\n\n${section.links.map(listItem).join('\n')}`);
  }
  return `${blocks.join('\n\n')}\n`;
}

/** A Markdown twin: the page title as its only H1, then the content. */
export function buildTwin(title: string, body: string): string {
  return body.trim() ? `# ${oneLine(title)}\n\n${body.trim()}\n` : `# ${oneLine(title)}\n`;
}

/** The body of a category's generated index: its description, then the pages it lists, as the page shows them. */
export function buildIndexBody(
  description: string | undefined,
  children: readonly PageEntry[],
  urlOf: (permalink: string) => string,
): string {
  const list = children.map((child) =>
    listItem({
      title: child.title,
      url: urlOf(child.permalink),
      ...(child.description ? {description: child.description} : {}),
    }),
  );
  return [description ? oneLine(description) : '', list.join('\n')].filter(Boolean).join('\n\n');
}

/**
 * llms-full.txt: a whole section in one file, pages in reading order, each under its title with the
 * address it comes from, separated by rules so a reader can tell where one page ends.
 */
export function buildLlmsFull(input: {
  title: string;
  summary: string;
  pages: readonly {title: string; url: string; body: string}[];
}): string {
  const head = `# ${oneLine(input.title)}\n\n> ${oneLine(input.summary)}`;
  const pages = input.pages.map((page) =>
    [`# ${oneLine(page.title)}`, `Source: ${page.url}`, page.body.trim()].filter(Boolean).join('\n\n'),
  );
  return `${[head, ...pages].join('\n\n---\n\n')}\n`;
}

export {absoluteUrl};
