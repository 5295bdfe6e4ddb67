/**
 * Docusaurus' renderToHtml (@docusaurus/core/lib/client/renderToHtml.js) with one option added.
 *
 * The site's long pages hydrate in pieces: each section is a Suspense boundary
 * (src/components/shared/PageLayout). React's streaming renderer "outlines" completed
 * boundaries once 12,800 bytes have been written: it leaves a placeholder in place and sends the
 * section later in a hidden div moved into place by an inline script. Every section below the
 * first screen would then be missing without JavaScript, and the browser could not scroll to a
 * `#fragment` inside one. A static page is written whole in one go, so nothing is gained by
 * outlining: an infinite chunk size keeps every section inline, where the HTML has always had it.
 * index.test.ts compares this file with Docusaurus' own, so an upgrade that changes theirs fails there.
 * Patch "inline-render" (plugins/lean-client/patches/inline-render.ts): its switch, the hash of the framework file it
 * stands in for, and the upstream issue or proposal that would let it go.
 */
import type {ReactNode} from 'react';
import {renderToPipeableStream} from 'react-dom/server';
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';

export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        reject(error);
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}
