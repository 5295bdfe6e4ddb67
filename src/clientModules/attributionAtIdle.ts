import type {ClientModule} from '@docusaurus/types';
import {captureAtIdle} from '../lib/attribution/atIdle';

/**
 * Where the visit came from (src/lib/attribution): the first page of the visit as the router loaded
 * it, with the document's referrer, and any later address with a query (a campaign link within the
 * site). Docusaurus calls this during hydration on the first load, so it only copies the address:
 * the work waits for idle, by which time the visitor may have moved on to another page.
 */
const attributionAtIdle: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.search === '') return;
    captureAtIdle({
      pathname: location.pathname,
      search: location.search,
      referrer: previousLocation ? '' : document.referrer,
    });
  },
};

export default attributionAtIdle;
