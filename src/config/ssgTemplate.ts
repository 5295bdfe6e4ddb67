/**
 * The page template of the static build: Docusaurus' own (core/lib/ssg/ssgTemplate.html.js), except
 * for how the bundles are loaded. Its `<script defer>` tags run `main` before the first paint
 * whenever the bundles arrive first (a repeat visit, a fast network), so the pre-rendered page
 * waits for the evaluation of the bundle and for hydration, a few hundred milliseconds on a phone.
 * Here the page paints first: a small script at the end of the body, where the DOM is complete,
 * adds the bundles in order once the browser reports the first contentful paint (at once in a
 * background tab, which paints nothing). The links and content work from the HTML alone in the
 * meantime.
 */

import {FULL_LAYOUT_ATTRIBUTE} from '../lib/bandLayout';

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
 * simulated LCP on a slow phone went from 1.0 s to 1.7 s now and then; issue 16). A browser without
 * Paint Timing starts them after the first animation frame, as before.
 */
export const PAINT_FIRST_LOADER = `!function(s){var d=document,l=function(){l=function(){};s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=!1;d.head.appendChild(e)})},P="undefined"!=typeof PerformanceObserver&&PerformanceObserver;if("hidden"===d.visibilityState)l();else{d.addEventListener("visibilitychange",function(){l()});P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1?new P(function(o){o.getEntriesByName("first-contentful-paint").length&&l()}).observe({type:"paint",buffered:!0}):requestAnimationFrame(function(){setTimeout(l)})}}`;

export const SSG_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
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
