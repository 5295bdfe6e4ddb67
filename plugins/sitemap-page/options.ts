import * as z from 'zod';
import {createValidateOptions} from '../shared/options';
import type {SitemapGroup} from '../../src/data/sitemap';

// The groups' rules live here, with the options they check, not in src/data/sitemap.ts: the sitemap
// page imports that module, and zod would follow it into the browser.
const link = z.object({label: z.string().min(2), path: z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/)}).strict();
export const sitemapGroupSchema = z
  .object({id: z.string().regex(/^[a-z0-9-]+$/), title: z.string().min(3), links: z.array(link)})
  .strict();

export type CollectionGroup = {
  /** Id of the blog-plugin instance whose posts fill the group. */
  pluginId: string;
  /** Anchor id of the group on the page. */
  id: string;
  /** Group heading. */
  title: string;
};

type DocsGroup = {
  /** Id of the docs-plugin instance. */
  pluginId: string;
  /** Sidebar whose order the group follows. */
  sidebarId: string;
  /** Anchor id of the group on the page. */
  id: string;
  /** Group heading. */
  title: string;
};

export type PluginOptions = {
  /** Plugin instance id (Docusaurus namespaces generated files by it). */
  id: string;
  /** Address of the sitemap page. */
  path: string;
  /** Component that renders the page; it receives `groups` as a prop. */
  component: string;
  /** Fixed groups shown first (Main Pages, AI Agents…). */
  groups: readonly SitemapGroup[];
  /** One group per collection, filled with its entries at build time. */
  collections: readonly CollectionGroup[];
  /** Groups generated from a docs sidebar (the Help Center), shown after the fixed groups. */
  docs: readonly DocsGroup[];
  /** Fixed last group; pages listed nowhere else are appended to it. */
  otherGroup: SitemapGroup;
  /** Page routes never listed, as exact paths (error and helper pages). */
  excludePaths: readonly string[];
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  id: 'default',
  path: '/sitemap',
  component: '@site/src/components/SitemapPage',
  groups: [],
  collections: [],
  docs: [],
  otherGroup: {id: 'other', title: 'Other', links: []},
  excludePaths: ['/404', '/search'],
};

const sitePath = z.string().regex(/^\/(?!\/)/, 'must be a site path starting with /');

const optionsSchema = z
  .object({
    id: z.string().default(DEFAULT_OPTIONS.id),
    path: sitePath.default(DEFAULT_OPTIONS.path),
    component: z.string().min(1).default(DEFAULT_OPTIONS.component),
    groups: z.array(sitemapGroupSchema).default([]),
    collections: z
      .array(
        z
          .object({pluginId: z.string().min(1), id: z.string().regex(/^[a-z0-9-]+$/), title: z.string().min(3)})
          .strict(),
      )
      .default([]),
    docs: z
      .array(
        z
          .object({
            pluginId: z.string().min(1),
            sidebarId: z.string().min(1),
            id: z.string().regex(/^[a-z0-9-]+$/),
            title: z.string().min(3),
          })
          .strict(),
      )
      .default([]),
    otherGroup: sitemapGroupSchema.default(DEFAULT_OPTIONS.otherGroup),
    excludePaths: z.array(sitePath).default([...DEFAULT_OPTIONS.excludePaths]),
  })
  .strict();

export const validateOptions = createValidateOptions<Options, PluginOptions>('sitemap-page', optionsSchema);
