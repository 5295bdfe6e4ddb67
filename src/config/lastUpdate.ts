import {stat} from 'node:fs/promises';
import {getVcsPreset} from '@docusaurus/utils';
import type {VcsChangeInfo, VcsConfig} from '@docusaurus/types';

type Deps = {
  /** Where dates come from first (Docusaurus's own Git reader). */
  vcs: VcsConfig;
  /** Modification time of a file, in milliseconds. */
  modifiedAt: (file: string) => Promise<number>;
};

/**
 * "Last updated" for the Help Center. Docusaurus 3.10 reads it from Git and,
 * outside a Git worktree (a `git archive` export, a CI cache without `.git`),
 * its `git log` fails and so does the whole build; a file Git does not track
 * gets no date at all. This keeps Git's date where there is one and otherwise
 * falls back to the file's modification time (which `git archive` sets to the
 * commit's date).
 */
export function createLastUpdateVcs({vcs, modifiedAt}: Deps): VcsConfig {
  const fallback = async (file: string): Promise<VcsChangeInfo | null> => {
    try {
      return {timestamp: Math.round(await modifiedAt(file)), author: ''};
    } catch {
      return null;
    }
  };
  const withFallback = (read: (file: string) => Promise<VcsChangeInfo | null>) => async (file: string) => {
    try {
      return (await read(file)) ?? (await fallback(file));
    } catch {
      return fallback(file);
    }
  };
  return {
    initialize: (params) => vcs.initialize(params),
    getFileCreationInfo: withFallback((file) => vcs.getFileCreationInfo(file)),
    getFileLastUpdateInfo: withFallback((file) => vcs.getFileLastUpdateInfo(file)),
  };
}

/**
 * The site's VCS: Docusaurus's eager Git reader (fixed dates under `npm start`; in a build, the whole history read
 * once and shared by both languages' builds) with the file-date fallback. The per-file reader (`default-v1`) ran
 * one `git log` a page: the Spanish build's docs took 1.13 s to load against 0.04 s with this one, for the same dates.
 */
export const lastUpdateVcs = createLastUpdateVcs({
  vcs: getVcsPreset('default-v2'),
  modifiedAt: async (file) => (await stat(file)).mtimeMs,
});
