import type {Plugin} from '@docusaurus/types';

export default function collectionsIndexPlugin(): Plugin {
  return {name: 'collections-index'};
}
