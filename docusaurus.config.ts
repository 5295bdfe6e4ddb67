import fs from 'node:fs';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import {GlobExcludeDefault} from '@docusaurus/utils';
import type * as Preset from '@docusaurus/preset-classic';
import {BRAND, DEFAULT_SITE_URL, LOCALE_INFO} from './src/data/constants';
import {COLLECTIONS, collectionById, collectionOptions} from './src/config/collections';
import navbar from './src/config/navbar';
import footer from './src/config/footer';
import {SSG_TEMPLATE} from './src/config/ssgTemplate';
import {I18N, configLocale, localizedDocsDir, untranslatedDocFiles} from './src/config/i18n';
import {isEnglishOnlyPath} from './src/lib/i18n/routes';
import {lastUpdateVcs} from './src/config/lastUpdate';
import {codeTheme} from './src/config/prismThemes';
import remarkFaqPage from './plugins/json-ld/remarkFaqPage';
import {parseFrontMatterWithoutAskedAs} from './plugins/ask-index/askedAs';
import {withTranslationStatus} from './plugins/i18n/frontMatter';
import {withLanguageAlternates} from './plugins/i18n/sitemap';
import {untranslatedDocPaths} from './plugins/i18n/translations';
import {patchesOff} from './plugins/lean-client/patches';
import rehypeHydrationPieces from './plugins/lean-client/rehypeHydrationPieces';
import {REDIRECTS} from './src/data/redirects';
import {FOOTER_UI} from './src/data/ui';
import {LLMS_TXT} from './src/data/llmsTxt';
import type {Options as LlmsTxtOptions} from './plugins/llms-txt/options';
import type {Options as NotFoundPagesOptions} from './plugins/not-found-pages/options';
import type {Options as PagefindSearchOptions} from './plugins/pagefind-search/options';
import type {Options as RedirectsOptions} from './plugins/redirects/options';
import {
  DEFAULT_OPTIONS as SITEMAP_PAGE_DEFAULTS,
  type Options as SitemapPageOptions,
} from './plugins/sitemap-page/options';
import {
  SITEMAP_COLLECTION_GROUPS,
  SITEMAP_DOCS_GROUPS,
  SITEMAP_MAIN_GROUPS,
  SITEMAP_OTHER_GROUP,
} from './src/data/sitemap';

const siteUrl = process.env.SITE_URL ?? DEFAULT_SITE_URL;
/**
 * Each language is built on its own with this config. The four article collections are English only: the
 * other languages' builds leave them out, so no translated address serves English text (their pages link to
 * the English articles instead), and leave out Help Center pages not translated yet.
 */
const locale = configLocale();
const english = locale === I18N.defaultLocale;
const untranslatedDocs = untranslatedDocFiles(locale, fs.globSync('**/*.mdx', {cwd: path.join(__dirname, 'docs')}));
const functionsUrl = process.env.FUNCTIONS_URL ?? '/functions/v1';

/** The "Delete my data" link's page (docs-engineering/decisions.md#delete-my-data): reached from an e-mail only, so listed nowhere. */
const EMAIL_ONLY_PATHS = ['/privacy/delete'];

/** Pages the blog plugin generates that are not content: kept out of sitemap.xml and the search index. */
const NON_CONTENT_PATHS = [
  ...COLLECTIONS.flatMap(({id}) => [`/${id}/tags/**`, `/${id}/authors/**`, `/${id}/archive`]),
  ...EMAIL_ONLY_PATHS,
];

export default {
  title: BRAND,
  tagline: FOOTER_UI[locale].tagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  // Docusaurus' "did not load properly" banner tests, at DOMContentLoaded, whether the app has run yet.
  // Our bundles start a frame later (SSG_TEMPLATE), so the home page always built the hidden banner
  // into the top of <body> while it loaded, for a baseUrl that is fixed here.
  baseUrlIssueBanner: false,
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // A Help Center page's asked_as (the Ask index's questions per section) stays out of the page's bundle.
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
    parseFrontMatter: withTranslationStatus(parseFrontMatterWithoutAskedAs(path.join(__dirname, 'docs')), __dirname),
  },
  // lastUpdateVcs: Git's dates, or the file's own date where there is no Git history (src/config/lastUpdate.ts).
  future: {v4: true, experimental_vcs: lastUpdateVcs},
  i18n: I18N,
  customFields: {functionsUrl, siteUrl},
  clientModules: [
    './src/clientModules/homeGuard.ts',
    './src/clientModules/bandsAtIdle.ts',
    './src/clientModules/attributionAtIdle.ts',
  ],
  ssrTemplate: SSG_TEMPLATE,

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          exclude: [...GlobExcludeDefault, ...untranslatedDocs],
          showLastUpdateTime: true,
          editUrl: process.env.EDIT_URL || undefined,
          // Troubleshooting Q&A (## Question?, ## ¿Pregunta?) becomes FAQPage JSON-LD, in every language.
          remarkPlugins: [
            [
              remarkFaqPage,
              {
                folders: [
                  path.join(__dirname, 'docs/troubleshooting'),
                  path.join(localizedDocsDir(locale), 'troubleshooting'),
                ],
              },
            ],
          ],
          // Each ## section hydrates on its own, so no article is one long task on a phone.
          rehypePlugins: [rehypeHydrationPieces],
        },
        blog: english && collectionOptions(collectionById('blog')),
        pages: {exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**']},
        theme: {customCss: ['./src/css/custom.css', './src/css/docs.css']},
        // One sitemap for every language, written by the English build (each page with its translations).
        sitemap: english && {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: NON_CONTENT_PATHS,
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
            withLanguageAlternates(await defaultCreateSitemapItems(params), {
              siteUrl,
              locales: I18N.locales,
              defaultLocale: I18N.defaultLocale,
              htmlLang: (each) => LOCALE_INFO[each].htmlLang,
              untranslated: untranslatedDocPaths(__dirname),
            }),
        },
        // The debug pages (/__docusaurus/debug, `npm start` only) hold all loaded content in one module that
        // every save of an article rebuilt in a second compilation, which the hot update waited for.
        debug: false,
      } satisfies Preset.Options,
    ],
  ],

  // Every tuple's options are checked against that plugin's own options type.
  plugins: [
    english && ['@docusaurus/plugin-content-blog', collectionOptions(collectionById('newsletters'))],
    english && ['@docusaurus/plugin-content-blog', collectionOptions(collectionById('case-studies'))],
    english && ['@docusaurus/plugin-content-blog', collectionOptions(collectionById('changelog'))],
    './plugins/collections-index/index.ts',
    './plugins/functions-dev-proxy/index.ts',
    './plugins/build-info/index.ts',
    './plugins/i18n/index.ts',
    [
      './plugins/sitemap-page/index.ts',
      {
        groups: SITEMAP_MAIN_GROUPS[locale],
        docs: SITEMAP_DOCS_GROUPS[locale],
        collections: SITEMAP_COLLECTION_GROUPS[locale],
        otherGroup: SITEMAP_OTHER_GROUP[locale],
        excludePaths: [...SITEMAP_PAGE_DEFAULTS.excludePaths, ...EMAIL_ONLY_PATHS],
      } satisfies SitemapPageOptions,
    ],
    [
      './plugins/redirects/index.ts',
      {redirects: REDIRECTS, aliasCollections: ['newsletters']} satisfies RedirectsOptions,
    ],
    './plugins/json-ld/index.ts',
    './plugins/docs-front-matter/index.ts',
    './plugins/social-cards/index.ts',
    [
      './plugins/not-found-pages/index.ts',
      {
        lists: ['/blog', '/newsletters', '/case-studies', '/changelog', '/docs'].filter(
          (list) => english || !isEnglishOnlyPath(list),
        ),
      } satisfies NotFoundPagesOptions,
    ],
    // Each language's pages are indexed apart, with that language's stemming.
    [
      './plugins/pagefind-search/index.ts',
      {ignorePaths: NON_CONTENT_PATHS, language: locale} satisfies PagefindSearchOptions,
    ],
    ['./plugins/llms-txt/index.ts', {title: BRAND, ...LLMS_TXT[locale]} satisfies LlmsTxtOptions],
    './plugins/ask-index/index.ts',
    './plugins/zod-jitless/index.ts',
    './plugins/postcss-inline/index.ts',
    // Each of its patches of the framework can be switched off for a build, to measure what it buys (plugins/lean-client/patches.ts).
    ['./plugins/lean-client/index.ts', {off: patchesOff(process.env.LEAN_CLIENT_OFF)}],
  ],

  themeConfig: {
    image: 'img/og/budbot-default.png',
    metadata: [{name: 'robots', content: 'index, follow'}],
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
    navbar,
    footer,
    prism: {theme: codeTheme},
  } satisfies Preset.ThemeConfig,
} satisfies Config;
