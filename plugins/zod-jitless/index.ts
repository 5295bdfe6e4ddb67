import type {Plugin} from '@docusaurus/types';
import {ZOD_JITLESS_SCRIPT} from './jitlessScript';

/**
 * Turns zod's `new Function` probe off before any bundle runs, so the site's
 * Content-Security-Policy (no eval) is never reported as violated. The script
 * is inline in every head; the server allows it by its hash like every inline script.
 */
export default function zodJitlessPlugin(): Plugin {
  return {
    name: 'zod-jitless',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: ZOD_JITLESS_SCRIPT}]};
    },
  };
}
