import {usePluginData} from '@docusaurus/useGlobalData';
import type {CollectionsIndex} from './types';

/** Counts and newest entries of the three collections (plugins/collections-index). */
export function useCollectionsIndex(): CollectionsIndex {
  return usePluginData('collections-index') as CollectionsIndex;
}
