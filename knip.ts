import type {KnipConfig} from 'knip';

/**
 * `npx knip` (in `npm test`, after lint): unused files, exports and dependencies, and imports of packages
 * package.json does not declare. Knip follows the imports of the entry files. Its plugins find most of
 * them: docusaurus.config.ts (its plugins, presets and src/pages), the Playwright and vitest configs (the
 * tests), eslint.config.mjs, and the files package.json's scripts run. Below are the files loaded by
 * convention or by path, which no import names.
 */
const config: KnipConfig = {
  entry: [
    // Docusaurus: swizzled theme components (`@theme/*`), client modules, and the content, whose MDX
    // imports components and data.
    'src/theme/**/*.{ts,tsx}',
    'src/clientModules/*.ts',
    '**/*.mdx',
    // Route components handed to Docusaurus as module paths (src/config/collections.ts, the options of the
    // sitemap-page and redirects plugins).
    'src/components/**/*Page/index.tsx',
    'src/components/AliasRedirect/index.tsx',
    // Modules lean-client puts in place of the framework's, by path (plugins/lean-client/index.ts).
    'plugins/lean-client/*.{ts,tsx,js}',
    // Threads and processes started by path: the plugins' workers (plugins/shared/tsWorker.ts), their
    // plain-Node children (Pagefind's writer), the content check's speller, the servers the fault tests start.
    'plugins/**/*Worker.mts',
    'plugins/*/*.mjs',
    'scripts/**/*Worker.mjs',
    'functions/testing/*Server.ts',
    // The commands: package.json runs most, npm start runs scripts/run-bundled.mjs. And the TypeScript
    // entry that `npm run check` bundles and then imports (scripts/check.mjs).
    'scripts/*.{mjs,mts}',
    'scripts/lib/contentCheck/cli.ts',
  ],
  project: ['**/*.{js,mjs,ts,mts,tsx,mdx}'],
  ignoreDependencies: [
    // Read from node_modules by path, not imported: the social cards' font files (plugins/social-cards/build.ts)
    // and the HTML checker's jar (tests/e2e/html-valid.spec.ts).
    '@fontsource/inter',
    'vnu-jar',
    // Loaded by cspell from cspell.config.yaml's `import` (the Spanish pages' dictionary).
    '@cspell/dict-es-es',
    // Modules of @docusaurus/core that its bundler aliases (`@docusaurus/Link`, `@docusaurus/ErrorBoundary`, …);
    // knip's Docusaurus plugin knows some of them.
    /^@docusaurus\/[A-Z]/,
    // Bundler aliases of framework files that plugins/lean-client/index.ts sets (typed in aliases.d.ts).
    /^@lean-client\//,
  ],
  // The HTML checker runs on the machine's Java (tests/e2e/html-valid.spec.ts).
  ignoreBinaries: ['java'],
};

export default config;
