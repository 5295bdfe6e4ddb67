/**
 * Every place where the site replaces a file of the framework: lean-client's bundler replacements, and
 * the theme components of src/theme that copy theme-classic's instead of wrapping it. One module each in
 * patches/ (see patch.ts), so that each can be switched off (`LEAN_CLIENT_OFF=name,name` for `npm run
 * build`; `npm run bench:lighthouse -- --slow-host --patches` measures each one off against all on),
 * each names the framework files it stands in for with the hash of the version it was written against
 * (the build stops when one differs: see frameworkChanges), and each names the upstream issue or the
 * proposal that would let it go (docs-engineering/upstream-proposals.md). Adding a patch is adding its
 * module and its line below.
 */
import type {Patch} from './patch';
import alternateLanguages from './patches/alternate-languages';
import buttonsUntilHydrated from './patches/buttons-until-hydrated';
import codeBlockNoRemount from './patches/code-block-no-remount';
import codeLinesAsSpans from './patches/code-lines-as-spans';
import compileHint from './patches/compile-hint';
import drawerDialog from './patches/drawer-dialog';
import idlePrefetch from './patches/idle-prefetch';
import inlineRender from './patches/inline-render';
import lastUpdated from './patches/last-updated';
import lazyCodeBlock from './patches/lazy-code-block';
import leanPrism from './patches/lean-prism';
import preloadInSteps from './patches/preload-in-steps';
import prismClientModule from './patches/prism-client-module';
import reactUtilsSort from './patches/react-utils-sort';
import settledEffects from './patches/settled-effects';
import tabPanelIds from './patches/tab-panel-ids';
import tabsNoRemount from './patches/tabs-no-remount';

/** Each patch is its module in patches/, named as the patch (a test checks that every module there is listed). */
export const PATCHES = {
  'alternate-languages': alternateLanguages,
  'prism-client-module': prismClientModule,
  'lean-prism': leanPrism,
  'react-utils-sort': reactUtilsSort,
  'preload-in-steps': preloadInSteps,
  'idle-prefetch': idlePrefetch,
  'settled-effects': settledEffects,
  'inline-render': inlineRender,
  'compile-hint': compileHint,
  'lazy-code-block': lazyCodeBlock,
  'code-block-no-remount': codeBlockNoRemount,
  'tabs-no-remount': tabsNoRemount,
  'tab-panel-ids': tabPanelIds,
  'drawer-dialog': drawerDialog,
  'buttons-until-hydrated': buttonsUntilHydrated,
  'code-lines-as-spans': codeLinesAsSpans,
  'last-updated': lastUpdated,
} satisfies Record<string, Patch>;

export type PatchName = keyof typeof PATCHES;

/** In the order the plugin adds their wiring. */
export const PATCH_NAMES = Object.keys(PATCHES) as PatchName[];

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
    'the patch if upstream now does the same, then record the new hash in plugins/lean-client/patches/<patch>.ts. To build meanwhile,',
    `switch it off: LEAN_CLIENT_OFF=${[...new Set(changes.map(({patch}) => patch))].join(',')} npm run build.`,
  ].join('\n');
}
