/**
 * theme-common's usePrismTheme, reading the colour mode only when the site configures a dark theme.
 * Ours does not: one theme of CSS variables serves both modes (src/config/prismThemes.ts). Reading
 * the mode anyway subscribed every code block to the colour-mode context, which changes right after
 * hydration in dark mode, so every block rendered again then for nothing (issue 16). index.ts points
 * theme-common's own import of its hook here.
 * Patch "prism-theme-light" of plugins/lean-client/patches.ts: its switch, the hash of the framework file it
 * stands in for, and the upstream issue or proposal that would let it go.
 */
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import type {PrismTheme} from 'prism-react-renderer';

export function usePrismTheme(): PrismTheme {
  const {prism} = useThemeConfig();
  const light = prism.theme as PrismTheme;
  // The site's config is the same on every render, so the hook below is called always or never.
  if (!prism.darkTheme) return light;
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the condition is the site's config, the same on every render
  const {colorMode} = useColorMode();
  return colorMode === 'dark' ? (prism.darkTheme as PrismTheme) : light;
}
