import type {Plugin} from '@docusaurus/types';
import {ZOD_JITLESS_SCRIPT} from './strictCspScripts';

/** Puts the scripts of strictCspScripts.ts in every page's head, ahead of the (deferred) bundles. */
export default function cspPlugin(): Plugin {
  return {
    name: 'csp',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: ZOD_JITLESS_SCRIPT}]};
    },
  };
}
