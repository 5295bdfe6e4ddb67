import {usePluginData} from '@docusaurus/useGlobalData';
import type {BuildInfo} from '../../plugins/build-info';

/** When this build was made (plugins/build-info). */
export function useBuildInfo(): BuildInfo {
  return usePluginData('build-info') as BuildInfo;
}
