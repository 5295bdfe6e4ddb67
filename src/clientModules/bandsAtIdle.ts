import type {ClientModule} from '@docusaurus/types';
import {renderBandsAtIdle} from '../lib/bandLayout';

let stop: () => void = () => undefined;

/**
 * Renders the page bands skipped during the load once the page is idle (src/lib/bandLayout.ts), on
 * the first load and after every route change. Docusaurus calls this in a layout effect, during
 * hydration on the first load, so it only schedules the work.
 */
const bandsAtIdle: ClientModule = {
  onRouteDidUpdate() {
    stop();
    stop = renderBandsAtIdle();
  },
};

export default bandsAtIdle;
