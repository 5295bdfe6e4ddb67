import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import local from './eslint-rules/index.mjs';

/**
 * `npm run lint` (part of `npm test`): typescript-eslint, React's hooks rules, jsx-a11y, and the
 * project's own rules (eslint-rules/, CONTRIBUTING.md "Rules for components"). No type-aware rules: the
 * whole repository lints in seconds on two cores.
 */

/** Code the browser runs: what the site bundles, tests left out. */
const BROWSER = [
  'src/**/*.{ts,tsx,js,jsx}',
  'plugins/lean-client/{prefetchAtIdle,preload,settledEffects,settledReact,reactUtils,byKey,prismHighlight,prismReactRenderer,prismCore}.{ts,tsx,js}',
  'plugins/lean-client/prismGrammars/**/*.ts',
];
const TESTS = ['**/*.test.{ts,tsx}', 'tests/**', 'src/data/testing.ts'];

/** Modules that import zod: build-time checks and the forms' rules, which the browser loads with import(). */
const SCHEMA_MODULES = [
  'src/data/schemas.ts',
  'src/data/redirects.ts',
  'src/data/testing.ts',
  'src/lib/pageMetaSchema.ts',
  'src/lib/chat/schema.ts',
  'src/lib/forms/schemas.ts',
  'src/lib/collections/frontMatter.ts',
];

const BUTTON_INSTEAD =
  'render the shared Button (src/components/shared/Button) or Slider (src/components/shared/Slider): they are disabled until hydrated, so never set disabled={!hydrated} yourself';

/** The loading mechanisms and the shared primitives that own them (CONTRIBUTING.md "Rules for components"). */
const MECHANISMS = [
  {
    module: 'src/lib/useHydrated',
    allow: ['src/components/shared/Button', 'src/components/shared/Slider', 'src/theme/Tabs/index.tsx'],
    use: BUTTON_INSTEAD,
  },
  {
    module: 'react-dom',
    names: ['flushSync'],
    allow: ['src/lib/useHydrated.ts'],
    use: 'let React schedule its commits: a commit forced in the middle of hydration is a long task',
  },
  {
    module: '@docusaurus/useIsBrowser',
    allow: ['src/components/AliasRedirect/index.tsx'],
    use: `do browser-only work in useEffect, and ${BUTTON_INSTEAD}. useIsBrowser flips for the whole app once the shell hydrates, forcing every section to hydrate in that one task`,
  },
  {
    module: 'react',
    names: ['Suspense'],
    allow: [
      'src/components/shared/PageLayout/',
      'src/theme/CodeBlock/index.tsx',
      'src/components/shared/SiteToaster/index.tsx',
      'src/components/DemoPopup/index.tsx',
    ],
    use: 'a page hydrates in pieces because PageLayout (src/components/shared/PageLayout) puts each section in a boundary of its own; a boundary elsewhere changes how the page hydrates. For a lazy chunk, follow src/theme/CodeBlock',
  },
  {
    module: '@theme/Layout',
    // A page's component in src/components (a collection's list page, the HTML sitemap) too; the alias
    // redirect is a stub with no sections, moved on at once.
    only: ['src/pages/', 'src/components/'],
    allow: ['src/components/shared/PageLayout/', 'src/components/AliasRedirect/index.tsx'],
    use: "wrap the page's sections in PageLayout (src/components/shared/PageLayout), which hydrates each on its own; a page on the theme's Layout hydrates in one long task",
  },
  {module: 'src/lib/taskQueue', allow: ['src/lib/useHydrated.ts', 'plugins/lean-client/'], use: BUTTON_INSTEAD},
  {
    module: 'src/lib/idle',
    allow: ['src/lib/', 'plugins/lean-client/', 'src/components/shared/SiteToaster/index.tsx'],
    use: 'put work that waits for idle in a src/lib hook (as src/lib/useImagesReady.ts does) or a shared primitive',
  },
  {
    module: 'src/lib/bandLayout',
    names: ['renderBandsAtIdle'],
    allow: ['src/clientModules/bandsAtIdle.ts'],
    use: 'the bands below the first screen are rendered at idle by the client module src/clientModules/bandsAtIdle.ts; a page gets that by using Section',
  },
];

/**
 * The options jsx-a11y's recommended config gives a rule it sets as [level, options].
 * @param {string} rule
 * @returns {Record<string, string[]>}
 */
function recommendedOptions(rule) {
  const setting = jsxA11y.flatConfigs.recommended.rules?.[rule];
  if (!Array.isArray(setting)) throw new Error(`jsx-a11y's recommended config sets no options for ${rule}`);
  return /** @type {Record<string, string[]>} */ (setting[1]);
}

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      '**/.bundle/**',
      'node_modules/**',
      '.data/**',
      'tmp/**',
      'test-results/**',
      'playwright-report/**',
      'static/**',
    ],
  },
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/ban-ts-comment': [
        'error',
        {'ts-expect-error': true, 'ts-ignore': true, 'ts-nocheck': true, 'ts-check': false},
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true},
      ],
      // Docusaurus' logger is a tagged template: logger.info`…` is a call.
      '@typescript-eslint/no-unused-expressions': ['error', {allowTaggedTemplates: true}],
      // The 4.0 canary's default export has no `info` (npm run check:next, 2026-11-25); the named one works on both.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@docusaurus/logger',
              importNames: ['default'],
              message: "import {logger} from '@docusaurus/logger' (Docusaurus 4's default export lacks its methods)",
            },
          ],
        },
      ],
    },
  },
  {
    // The hooks rules that hold for any React code. The plugin's other recommended rules check code
    // for the React Compiler, which the site does not use. Not in tests/: Playwright's fixtures call `use`.
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrollable regions, the chat log and code blocks are focusable so the keyboard can scroll them (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        {tags: ['pre', 'section'], roles: ['tabpanel', 'region', 'log'], allowExpressionValues: true},
      ],
      // The recommended handlers, plus a click on a <dialog>'s backdrop (Escape closes it natively).
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          ...recommendedOptions('jsx-a11y/no-noninteractive-element-interactions'),
          dialog: ['onKeyUp', 'onKeyDown', 'onKeyPress', 'onClick'],
        },
      ],
    },
  },
  {
    files: BROWSER,
    ignores: TESTS,
    plugins: {local},
    rules: {
      'local/no-intl': 'error',
      'local/no-eager-import': ['error', {schemaModules: SCHEMA_MODULES}],
      'local/hydration-seams': ['error', {mechanisms: MECHANISMS}],
      'local/internal-link': 'error',
      'local/shared-button': 'error',
    },
  },
  // Build-time configuration: read by docusaurus.config.ts, never bundled; it may import the schema modules.
  {files: ['src/config/**'], rules: {'local/no-eager-import': 'off'}},
  {files: ['src/components/shared/Button/index.tsx'], rules: {'local/shared-button': 'off'}},
);
