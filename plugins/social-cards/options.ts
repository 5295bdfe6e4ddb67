import * as z from 'zod';
import {BRAND, BLOG_TITLE_SUFFIX, TITLE_SUFFIX} from '../../src/data/constants';
import {createValidateOptions} from '../shared/options';

export type SectionRule = {
  /** Site path: the rule matches this path and every path under it. */
  path: string;
  /** The label drawn on the card, e.g. "AI agents". */
  label: string;
};

export type PluginOptions = {
  /** Plugin instance id (Docusaurus namespaces generated files by it). */
  id: string;
  /** Section label of each blog-plugin instance's entries, by instance id; an unknown instance gets `defaultSection`. */
  blogSections: Record<string, string>;
  /** Section label of Help Center (docs) pages. */
  docsSection: string;
  /** Section of a page that is not an entry, by route; the first (longest) matching path wins. */
  routeSections: readonly SectionRule[];
  /** Section label when no rule matches. */
  defaultSection: string;
  /** Endings cut from a page's head title to get the card title. */
  titleSuffixes: readonly string[];
  /** Routes that get no card (they carry the default image). */
  excludePaths: readonly string[];
  /** Folder of drawn cards, keyed by a hash of what they show; kept between builds. */
  cacheDir: string;
  /** Workers drawing cards at once; 0 picks one per CPU core, at most 2. */
  workers: number;
  /** Host name printed on the card's footer. */
  host: string;
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  id: 'default',
  blogSections: {
    'default': 'Blog',
    'newsletters': 'Newsletter',
    'case-studies': 'Case study',
    'changelog': 'Release notes',
  },
  docsSection: 'Help Center',
  routeSections: [
    {path: '/agents', label: 'AI agents'},
    {path: '/ai-agents', label: 'AI agents'},
    {path: '/ai-product-bot', label: 'AI product bot'},
    {path: '/services', label: 'Services'},
    {path: '/pricing', label: 'Pricing'},
    {path: '/integrations', label: 'Integrations'},
    {path: '/how-it-works', label: 'How it works'},
    {path: '/blog', label: 'Blog'},
    {path: '/newsletters', label: 'Newsletter'},
    {path: '/case-studies', label: 'Case studies'},
    {path: '/changelog', label: 'Release notes'},
    {path: '/docs', label: 'Help Center'},
    {path: '/content-hub', label: 'Content hub'},
    {path: '/social', label: 'Social'},
    {path: '/demo', label: 'Live demo'},
    {path: '/request-demo', label: 'Demo'},
    {path: '/waitlist', label: 'Early access'},
    {path: '/mj-unpacked', label: 'MJ Unpacked'},
    {path: '/about', label: 'About'},
    {path: '/contact', label: 'Contact'},
  ],
  defaultSection: BRAND,
  titleSuffixes: [BLOG_TITLE_SUFFIX, TITLE_SUFFIX],
  excludePaths: [],
  cacheDir: 'node_modules/.cache/social-cards',
  workers: 0,
  host: 'budbot.ai',
};

const sitePath = z.string().regex(/^\/(?!\/)/, 'must be a site path starting with /');
const label = z.string().min(2).max(32, 'must fit on the card (32 characters at most)');

const optionsSchema = z
  .object({
    id: z.string().default(DEFAULT_OPTIONS.id),
    blogSections: z.record(z.string(), label).default({...DEFAULT_OPTIONS.blogSections}),
    docsSection: label.default(DEFAULT_OPTIONS.docsSection),
    routeSections: z.array(z.object({path: sitePath, label}).strict()).default([...DEFAULT_OPTIONS.routeSections]),
    defaultSection: label.default(DEFAULT_OPTIONS.defaultSection),
    titleSuffixes: z.array(z.string().min(1)).default([...DEFAULT_OPTIONS.titleSuffixes]),
    excludePaths: z.array(sitePath).default([...DEFAULT_OPTIONS.excludePaths]),
    cacheDir: z.string().min(1).default(DEFAULT_OPTIONS.cacheDir),
    workers: z.number().int().min(0).max(8).default(DEFAULT_OPTIONS.workers),
    host: z.string().min(3).default(DEFAULT_OPTIONS.host),
  })
  .strict();

export const validateOptions = createValidateOptions<Options, PluginOptions>('social-cards', optionsSchema);
