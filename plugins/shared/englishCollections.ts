import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {BlogContent, PluginOptions as BlogPluginOptions} from '@docusaurus/plugin-content-blog';
import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {COLLECTIONS, collectionOptions} from '../../src/config/collections';
import {DEFAULT_LOCALE} from '../../src/data/constants';

/** The blog-plugin instances' content by plugin id ('default' is the blog), as `allContent` reports it. */
export type CollectionsContent = Record<string, BlogContent | undefined>;

/**
 * The four article collections, as the English build loads them, for a translated build: those leave the
 * collections out (their pages are English only), but list and link to the English entries (the sitemap page,
 * the content hub, the home teaser). The blog plugin loads them without making routes; addresses are the English
 * ones, without the language's prefix.
 */
export async function loadEnglishCollections(context: LoadContext): Promise<CollectionsContent> {
  const english: LoadContext = {
    ...context,
    baseUrl: '/',
    siteConfig: {...context.siteConfig, baseUrl: '/'},
    localizationDir: path.join(context.siteDir, 'i18n', DEFAULT_LOCALE),
    i18n: {...context.i18n, currentLocale: DEFAULT_LOCALE},
  };
  const entries = await Promise.all(
    COLLECTIONS.map(async (spec) => {
      const options = validateOptions({
        validate: normalizePluginOptions as never,
        options: collectionOptions(spec) as BlogPluginOptions,
      });
      const plugin = await pluginContentBlog(english, options);
      return [options.id, (await plugin.loadContent?.()) ?? undefined] as const;
    }),
  );
  return Object.fromEntries(entries);
}
