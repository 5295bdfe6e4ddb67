/**
 * Every place where the site replaces a file of the framework for speed: lean-client's bundler
 * replacements and the theme components ejected for speed. One entry each, so that each can be
 * switched off (`LEAN_CLIENT_OFF=name,name` for `npm run build`; `npm run bench:lighthouse --
 * --slow-host --patches` measures each one off against all on), each names the framework files it
 * stands in for with the hash of the version it was written against (the build stops when one
 * differs: see frameworkChanges), and each names the upstream issue or the proposal that would let
 * it go (docs-engineering/upstream-proposals.md).
 */
export const PATCH_NAMES = [
  'prism-client-module',
  'lean-prism',
  'react-utils-sort',
  'preload-in-steps',
  'idle-prefetch',
  'settled-effects',
  'inline-render',
  'compile-hint',
  'lazy-code-block',
  'code-block-no-remount',
  'tabs-no-remount',
] as const;

export type PatchName = (typeof PATCH_NAMES)[number];

export type Patch = {
  /** What it changes, and why, in a line. */
  summary: string;
  /**
   * The framework files it replaces or copies (package-relative), each with the first 16 hex digits
   * of its SHA-256 in the version the replacement was written against.
   */
  replaces: Record<string, string>;
  /** The upstream Docusaurus issue or pull request it stands in for, or our proposal's heading. */
  upstream: string;
};

const PROPOSALS = 'docs-engineering/upstream-proposals.md';

export const PATCHES: Record<PatchName, Patch> = {
  'prism-client-module': {
    summary:
      "theme-classic's client module that imports Prism into `main` resolves to nothing; code blocks bring their own highlighter (so it acts only with lean-prism on)",
    replaces: {'@docusaurus/theme-classic/lib/prism-include-languages.js': 'a464a26897ccb5b2'},
    upstream: `${PROPOSALS}#prism-outside-main`,
  },
  'lean-prism': {
    summary:
      "prism-react-renderer with Prism's core and the site's grammars, evaluated a step per task, instead of fifty grammars in one module",
    replaces: {'prism-react-renderer/dist/index.mjs': '813d689971589fa1'},
    upstream: `${PROPOSALS}#prism-outside-main`,
  },
  'react-utils-sort': {
    summary:
      "theme-common's useShallowMemoObject sorts keys by code unit, not localeCompare (which loads ICU's collation data)",
    replaces: {'@docusaurus/theme-common/lib/utils/reactUtils.js': 'a683742dac1a155b'},
    upstream: `${PROPOSALS}#no-localecompare-in-usememo`,
  },
  'preload-in-steps': {
    summary: "core's first route preload matches and starts each route's chunks a task at a time",
    replaces: {'@docusaurus/core/lib/client/preload.js': '8c1e3de18d307e2f'},
    upstream: `${PROPOSALS}#first-preload-in-steps`,
  },
  'idle-prefetch': {
    summary:
      "core's window.docusaurus prefetches links' routes in idle callbacks, a route at a time (under npm start, not at all)",
    replaces: {'@docusaurus/core/lib/client/docusaurus.js': 'b0d1dbdc1e3a706f'},
    upstream:
      'https://github.com/facebook/docusaurus/pull/1375 (prefetch on viewport); ' + `${PROPOSALS}#prefetch-at-idle`,
  },
  'settled-effects': {
    summary: "the providers above every page run their first effects at idle, not in hydration's task",
    replaces: {
      '@docusaurus/core/lib/client/browserContext.js': 'f0765ea0de6c6820',
      '@docusaurus/theme-common/lib/contexts/colorMode.js': '4d7927eb96f63c12',
      '@docusaurus/theme-common/lib/contexts/navbarMobileSidebar.js': '66a240ad64d9f9ad',
      '@docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/content.js': 'f28c89217e58e739',
      '@docusaurus/theme-common/lib/hooks/useWindowSize.js': 'a32a46c867130090',
      '@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js': 'eef363430b9a260d',
    },
    upstream: `${PROPOSALS}#provider-effects-after-hydration`,
  },
  'inline-render': {
    summary:
      "core's static renderer keeps every Suspense boundary inline (progressiveChunkSize), so sections stay in place without script",
    replaces: {'@docusaurus/core/lib/client/renderToHtml.js': '4d5277baa8caa445'},
    upstream: `${PROPOSALS}#render-suspense-inline`,
  },
  'compile-hint': {
    summary:
      "V8's compile hint opens every script of the browser's build, so its functions compile off the main thread",
    replaces: {},
    upstream: `${PROPOSALS}#compile-hint`,
  },
  'lazy-code-block': {
    summary: "the theme's CodeBlock loads its highlighter lazily, so pages without code blocks do not evaluate Prism",
    replaces: {'@docusaurus/theme-classic/lib/theme/CodeBlock/index.js': '639f8655d319e123'},
    upstream: `${PROPOSALS}#prism-outside-main`,
  },
  'code-block-no-remount': {
    summary: "the theme's CodeBlock without its remount after hydration (`key={String(useIsBrowser())}`)",
    replaces: {'@docusaurus/theme-classic/lib/theme/CodeBlock/index.js': '639f8655d319e123'},
    upstream:
      'https://github.com/facebook/docusaurus/pull/5349 (the isClient keys it removed elsewhere); ' +
      `${PROPOSALS}#code-blocks-without-remount`,
  },
  'tabs-no-remount': {
    summary: "the theme's Tabs without its remount after hydration (and with tab/panel ids the HTML checker needs)",
    replaces: {'@docusaurus/theme-classic/lib/theme/Tabs/index.js': '7fe3d248d13cc48d'},
    upstream: 'https://github.com/facebook/docusaurus/issues/5653',
  },
};

/** The patches switched off by a comma-separated list (LEAN_CLIENT_OFF); an unknown name is an error, not a silent no-op. */
export function patchesOff(list: string | undefined): PatchName[] {
  const names = (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(PATCH_NAMES as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`LEAN_CLIENT_OFF names no patch: ${unknown.join(', ')} (patches: ${PATCH_NAMES.join(', ')})`);
  return names as PatchName[];
}

export type FrameworkChange = {patch: PatchName; file: string; expected: string; found: string | undefined};

/**
 * The framework files, among those the enabled patches replace, that are not the version the patch
 * was written against (`found` undefined: the file is gone). `hashOf` reads a package-relative
 * file's hash prefix, or undefined when it does not exist.
 */
export function frameworkChanges(
  enabled: readonly PatchName[],
  hashOf: (file: string) => string | undefined,
): FrameworkChange[] {
  return enabled.flatMap((patch) =>
    Object.entries(PATCHES[patch].replaces)
      .map(([file, expected]) => ({patch, file, expected, found: hashOf(file)}))
      .filter(({expected, found}) => found !== expected),
  );
}

/** What the build prints when it stops on a changed framework file: which patch, which file, what to do. */
export function frameworkChangeMessage(changes: readonly FrameworkChange[]): string {
  const lines = changes.map(
    ({patch, file, expected, found}) =>
      `  - patch "${patch}" replaces ${file}, which ${found ? `changed (sha256 ${found}…, written against ${expected}…)` : 'is gone'}`,
  );
  return [
    'lean-client: the framework changed under these patches, so they would ship an old copy of its code:',
    ...lines,
    'For each: compare our file (plugins/lean-client/, or src/theme/) with the new framework file, carry the change over or drop',
    'the patch if upstream now does the same, then record the new hash in plugins/lean-client/patches.ts. To build meanwhile,',
    `switch it off: LEAN_CLIENT_OFF=${[...new Set(changes.map(({patch}) => patch))].join(',')} npm run build.`,
  ].join('\n');
}
