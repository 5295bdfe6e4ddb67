import type {Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'build-info';

export type BuildInfo = {
  /** ISO time the site was built, shown hidden in the footer. */
  builtAt: string;
};

export function createBuildInfo(now: Date = new Date()): BuildInfo {
  return {builtAt: now.toISOString()};
}

/** Publishes the build time as global data, so the footer needs no casts of customFields. */
export default function buildInfoPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    async contentLoaded({actions}) {
      actions.setGlobalData(createBuildInfo());
    },
  };
}
