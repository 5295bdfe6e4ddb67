import type {Plugin} from '@docusaurus/types';

export default function sitemapPagePlugin(): Plugin {
  return {name: 'sitemap-page'};
}
