/**
 * The page template of the static build: Docusaurus' own (core/lib/ssg/ssgTemplate.html.js), except
 * for how the bundles are loaded. Its `<script defer>` tags run `main` before the first paint
 * whenever the bundles arrive first (a repeat visit, a fast network), so the pre-rendered page
 * waits for the evaluation of the bundle and for hydration, a few hundred milliseconds on a phone.
 * Here the page paints first: a small script at the end of the body, where the DOM is complete,
 * adds the bundles in order once the browser reports the first contentful paint (at once in a
 * background tab, which paints nothing). The links and content work from the HTML alone in the
 * meantime. And the first paint waits until the page's content is parsed (FIRST_PAINT_HOLD).
 */

import {FULL_LAYOUT_ATTRIBUTE} from '../lib/bandLayout';
import {FIRST_PAINT_RELEASE_ID} from '../lib/firstPaint';

/**
 * Runs first in the body of a page opened at a #fragment: every band is laid out at its real
 * height until the page has loaded (src/lib/bandLayout.ts), so the browser's scroll to the fragment
 * is not thrown off by bands above it that would take their real height afterwards. ES5.
 */
export const FRAGMENT_LAYOUT = `!function(d,a){location.hash&&(d.documentElement.setAttribute(a,""),addEventListener("load",function(){requestAnimationFrame(function(){requestAnimationFrame(function(){d.documentElement.removeAttribute(a)})})}))}(document,${JSON.stringify(FULL_LAYOUT_ATTRIBUTE)})`;

/**
 * Runs in the page; `scripts` is the list of bundle URLs. Kept to ES5 like the theme's own inline
 * script. It waits for the Paint Timing entry of the first contentful paint, which the browser
 * reports once that frame is on screen: waiting only for the next animation frame started the
 * requests while that frame was still being produced, so a bundle could finish downloading before
 * the paint, and Lighthouse then counts it as something the paint may have waited for (its
 * simulated LCP on a slow phone went from 1.0 s to 1.7 s now and then). A browser without
 * Paint Timing starts them after the first animation frame, as before.
 */
export const PAINT_FIRST_LOADER = `!function(s){var d=document,l=function(){l=function(){};s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=!1;d.head.appendChild(e)})},P="undefined"!=typeof PerformanceObserver&&PerformanceObserver;if("hidden"===d.visibilityState)l();else{d.addEventListener("visibilitychange",function(){l()});P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1?new P(function(o){o.getEntriesByName("first-contentful-paint").length&&l()}).observe({type:"paint",buffered:!0}):requestAnimationFrame(function(){setTimeout(l)})}}`;

/**
 * Holds the first paint until the footer's start tag is parsed, that is, until the navbar and the
 * page's content are. A browser paints what it has parsed whenever its parser yields (a slow phone's
 * CPU, a network that sends the page in parts): a navbar drawn before its right-hand items were
 * parsed grew by 350 px a moment later and moved everything beside it, and the home hero's chat
 * column drawn half-parsed moved as the rest arrived (loading.spec, "the HTML arrives in parts").
 * Chromium releases the hold at the target's start tag, not its end, hence the footer and not the
 * content's wrapper. The pages are 25-90 KB of HTML, parsed in a few milliseconds; a page without
 * the footer holds its paint until the parser is done. Browsers without `rel=expect` ignore it.
 */
export const FIRST_PAINT_HOLD = `<link rel="expect" href="#${FIRST_PAINT_RELEASE_ID}" blocking="render">`;

export const SSG_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    ${FIRST_PAINT_HOLD}
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <script>${FRAGMENT_LAYOUT}</script>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${PAINT_FIRST_LOADER}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;
