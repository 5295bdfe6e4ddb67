import type {Plugin} from '@docusaurus/types';

export default function jsonLdPlugin(): Plugin {
  return {name: 'json-ld'};
}
