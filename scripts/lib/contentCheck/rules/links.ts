import path from 'node:path';
import type {Nodes} from 'mdast';
import {visit} from 'unist-util-visit';
import {anchorsOfTree} from '../anchors';
import {findingAt} from '../finding';
import type {ParsedDoc} from '../parse';
import type {Site, Target} from '../site';
import type {Finding} from '../types';

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
/** JSX attributes that hold a link to a page. */
const LINK_ATTRIBUTES = new Set(['href', 'to']);

/** The links of a file with their offsets: Markdown links and definitions, JSX `href`/`to`, and the `docs` field of a release note. */
function linksOf(doc: ParsedDoc): {url: string; offset: number}[] {
  const links: {url: string; offset: number}[] = [];
  if (typeof doc.frontMatter.docs === 'string')
    links.push({url: doc.frontMatter.docs, offset: doc.text.indexOf('\ndocs:') + 1});
  if (!doc.tree) return links;
  visit(doc.tree, (node: Nodes) => {
    const offset = node.position?.start.offset ?? 0;
    if (node.type === 'link' || node.type === 'definition') links.push({url: node.url, offset});
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (
          attribute.type === 'mdxJsxAttribute' &&
          LINK_ATTRIBUTES.has(attribute.name) &&
          typeof attribute.value === 'string'
        )
          links.push({url: attribute.value, offset});
      }
    }
  });
  return links;
}

/** The page a link leads to, as the build resolves it: a Markdown file by its path, anything else as an address. */
function resolveLink(doc: ParsedDoc, site: Site, pathPart: string): {target: Target | null; shown: string} {
  if (/\.mdx?$/.test(pathPart)) {
    const candidates = pathPart.startsWith('/')
      ? [pathPart.slice(1), `docs${pathPart}`]
      : [path.posix.join(path.posix.dirname(doc.file), pathPart)];
    for (const file of candidates) {
      const entry = site.entryByFile(file);
      if (entry) return {target: {type: 'mdx', file, permalink: entry.permalink}, shown: file};
    }
    return {target: null, shown: candidates[0]!};
  }
  const own = site.entryByFile(doc.file)?.permalink ?? '/';
  const pathname = pathPart.startsWith('/') ? pathPart : new URL(pathPart, `https://site.invalid${own}`).pathname;
  return {target: site.resolve(pathname), shown: pathname};
}

/** Every internal link leads to a page the site will have, and every #anchor to a heading or id on it. */
export function linksRule(doc: ParsedDoc, site: Site): Finding[] {
  const findings: Finding[] = [];
  for (const {url, offset} of linksOf(doc)) {
    if (!url || EXTERNAL.test(url)) continue;
    const [beforeHash, anchor] = url.split('#', 2) as [string, string | undefined];
    const pathPart = beforeHash.split('?')[0]!;
    let anchors: Set<string> | null;
    let shown: string;
    if (pathPart === '') {
      anchors = doc.tree ? anchorsOfTree(doc.tree) : null;
      shown = 'this page';
    } else {
      const resolved = resolveLink(doc, site, pathPart);
      shown = resolved.shown;
      if (!resolved.target) {
        findings.push(findingAt(doc, offset, 'link', 'error', `link to ${url}: the site has no page at ${shown}`));
        continue;
      }
      anchors = anchor ? site.anchors(resolved.target) : null;
    }
    if (anchor && anchors && !anchors.has(anchor)) {
      findings.push(
        findingAt(doc, offset, 'link', 'error', `link to ${url}: ${shown} has no heading or id "${anchor}"`),
      );
    }
  }
  return findings;
}
