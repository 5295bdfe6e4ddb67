import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import {hostOf, shouldCleanHome} from '../lib/homeGuard';

const ownHost = hostOf(siteConfig.url);

/**
 * Applies the home guard (src/lib/homeGuard.ts) on the first load and on every
 * route change. `location.replace` swaps the history entry, so Back never
 * returns to the tracking address.
 */
const homeGuard: ClientModule = {
  onRouteDidUpdate({location}) {
    if (shouldCleanHome(location, ownHost)) window.location.replace('/');
  },
};

export default homeGuard;
