import {formatLongDate} from '../../src/lib/dates';
import type {SectionRule} from './options';

/** Everything a card shows; its hash names the cached PNG. */
export type CardContent = {
  title: string;
  /** Top-right label: "Blog", "Newsletter #47", "Case study", "Help Center"… */
  section: string;
  /** One line under the title: category and date, client and place… */
  detail?: string;
  /** A case study's headline figure, drawn large. */
  figure?: {value: string; label: string};
};

export type CardJob = {route: string; content: CardContent};

const normalize = (route: string) => route.replace(/\/+$/, '') || '/';

/** The section of a route that is not an entry: the longest matching rule, else the default. */
export function sectionForRoute(route: string, rules: readonly SectionRule[], fallback: string): string {
  const path = normalize(route);
  const matches = rules.filter((rule) => path === rule.path || path.startsWith(`${rule.path.replace(/\/+$/, '')}/`));
  matches.sort((a, b) => b.path.length - a.path.length);
  return matches[0]?.label ?? fallback;
}

/** 'Pricing | BudBot' → 'Pricing'. */
export function stripTitleSuffix(title: string, suffixes: readonly string[]): string {
  const trimmed = title.trim();
  const suffix = [...suffixes]
    .sort((a, b) => b.length - a.length)
    .find((s) => trimmed.endsWith(s) && trimmed.length > s.length);
  return suffix ? trimmed.slice(0, -suffix.length).trim() : trimmed;
}

/** What a blog-plugin entry tells the card; front matter is read loosely because each instance has its own fields. */
export type EntryInput = {
  instanceId: string;
  title: string;
  date: string | Date;
  frontMatter: Record<string, unknown>;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ') || undefined;

/** The card of a blog post, newsletter issue, case study or release note. */
export function entryCard(entry: EntryInput, sections: Record<string, string>, fallback: string): CardContent {
  const fm = entry.frontMatter;
  const base = sections[entry.instanceId] ?? fallback;
  const date = formatLongDate(entry.date);
  const issue = typeof fm.issueNumber === 'number' ? fm.issueNumber : undefined;
  const section = issue === undefined ? base : `${base} #${issue}`;
  const firstResult = Array.isArray(fm.results) ? (fm.results[0] as Record<string, unknown> | undefined) : undefined;
  const improvement = text(firstResult?.improvement);
  const metric = text(firstResult?.metric);
  if (improvement && metric) {
    const change =
      text(firstResult?.before) && text(firstResult?.after)
        ? `${firstResult!.before} to ${firstResult!.after}`
        : undefined;
    return {
      title: entry.title,
      section,
      detail: join(text(fm.client), text(fm.location)),
      figure: {value: improvement.replace(/^-/, '−'), label: change ? `${metric}: ${change}` : metric},
    };
  }
  return {title: entry.title, section, detail: join(text(fm.category), date, text(fm.readTime))};
}

/** 'admin-tools' → 'Admin tools'. */
export function humanize(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A Help Center page: its title, the Help Center, and the category folder it sits in. */
export function docCard(
  doc: {title: string; sourceDirName: string},
  docsSection: string,
  categoryLabels: Record<string, string> = {},
): CardContent {
  const top = doc.sourceDirName.split('/').find((part) => part !== '' && part !== '.');
  return {title: doc.title, section: docsSection, ...(top ? {detail: categoryLabels[top] ?? humanize(top)} : {})};
}

/** Any other page: its head title, and the section its route belongs to. */
export function pageCard(
  route: string,
  title: string,
  options: {routeSections: readonly SectionRule[]; defaultSection: string; titleSuffixes: readonly string[]},
): CardContent {
  return {
    title: stripTitleSuffix(title, options.titleSuffixes),
    section: sectionForRoute(route, options.routeSections, options.defaultSection),
  };
}
