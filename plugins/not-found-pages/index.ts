import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {notFoundRoutes} from './notFoundRoutes';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

/** Pre-renders each list's not-found page (`/blog/404`…) for the server to answer unknown entries with. */
export default function notFoundPagesPlugin(context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'not-found-pages',
    async contentLoaded({actions}) {
      for (const route of notFoundRoutes(options.lists, options.component))
        actions.addRoute({...route, path: normalizeUrl([context.baseUrl, route.path])});
    },
  };
}
