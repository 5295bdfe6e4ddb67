import * as z from 'zod';
import {createValidateOptions} from '../shared/options';

export type PluginOptions = {
  /** Plugin instance id (Docusaurus namespaces generated files by it). */
  id: string;
  /** The H1 of llms.txt: the name of the site or product. */
  title: string;
  /** The one-line summary llms.txt gives after its title, as a `> ` quote. */
  summary: string;
  /** Plain paragraphs after the summary: what an assistant should know before reading the links. */
  details: readonly string[];
  /** Id of the docs-plugin instance whose pages make the Help Center. */
  docsPluginId: string;
  /** Heading of the Help Center's section in llms.txt, and the H1 of llms-full.txt. */
  docsTitle: string;
  /**
   * Heading of each blog-plugin instance's section in llms.txt, keyed by the instance's route base
   * (`blog`, `changelog`…), in the order the sections appear. An instance not named here still gets
   * twins and a section, titled with its blog title, after the named ones.
   */
  collectionTitles: Readonly<Record<string, string>>;
  /**
   * Where the article's own content is in a built page, tried in order: the first match is turned
   * into Markdown. Everything outside it (navbar, sidebar, table of contents, footer) is chrome.
   */
  contentSelectors: readonly string[];
  /** Elements inside the content that are interface, not text: copy buttons, heading anchors… */
  dropSelectors: readonly string[];
  /** Pages listed in llms.txt's "Optional" section (marketing pages, as HTML links), by path. */
  optionalPages: readonly string[];
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  id: 'default',
  title: 'BudBot',
  summary: 'BudBot is an AI virtual budtender for cannabis dispensaries.',
  details: [],
  docsPluginId: 'default',
  docsTitle: 'Help Center',
  collectionTitles: {
    'blog': 'Blog',
    'newsletters': 'Newsletters',
    'case-studies': 'Case studies',
    'changelog': 'Release notes',
  },
  contentSelectors: ['.theme-doc-markdown', '#__blog-post-container', '.markdown'],
  dropSelectors: ['.hash-link', 'button', 'svg', 'script', 'style', 'noscript', 'template', '[data-llms-ignore]'],
  optionalPages: [],
};

const sitePath = z.string().regex(/^\/(?!\/)/, 'must be a site path starting with /');

const optionsSchema = z
  .object({
    id: z.string().default(DEFAULT_OPTIONS.id),
    title: z.string().min(1).default(DEFAULT_OPTIONS.title),
    summary: z
      .string()
      .min(1)
      .refine((value) => !value.includes('\n'), 'must be one line')
      .default(DEFAULT_OPTIONS.summary),
    details: z.array(z.string().min(1)).default([]),
    docsPluginId: z.string().min(1).default(DEFAULT_OPTIONS.docsPluginId),
    docsTitle: z.string().min(1).default(DEFAULT_OPTIONS.docsTitle),
    collectionTitles: z
      .record(z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'must be a route base like blog'), z.string().min(1))
      .default({...DEFAULT_OPTIONS.collectionTitles}),
    contentSelectors: z
      .array(z.string().min(1))
      .min(1)
      .default([...DEFAULT_OPTIONS.contentSelectors]),
    dropSelectors: z.array(z.string().min(1)).default([...DEFAULT_OPTIONS.dropSelectors]),
    optionalPages: z.array(sitePath).default([]),
  })
  .strict();

export const validateOptions = createValidateOptions<Options, PluginOptions>('llms-txt', optionsSchema);
