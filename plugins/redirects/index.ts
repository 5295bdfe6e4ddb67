import type {Plugin} from '@docusaurus/types';

export default function redirectsPlugin(): Plugin {
  return {name: 'redirects'};
}
