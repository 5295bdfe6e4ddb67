import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {PAINT_FIRST_LOADER, SSG_TEMPLATE} from './ssgTemplate';

const require = createRequire(import.meta.url);
const stock = (require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default;

const SCRIPT_TAGS = /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
const squash = (html: string) => html.replace(/\s+/g, ' ').trim();

describe('the page template', () => {
  it("is Docusaurus' own but for how the bundles load (an upgrade that changes it fails here)", () => {
    expect(stock).toMatch(SCRIPT_TAGS);
    const ours = SSG_TEMPLATE.replace(/<script>!function\(s\)[^\n]*<\/script>/, '');
    expect(squash(ours)).toBe(squash(stock.replace(SCRIPT_TAGS, '')));
  });

  it('loads the bundles at the end of the body, in order, after the first frame', () => {
    expect(SSG_TEMPLATE).toContain(`<script>${PAINT_FIRST_LOADER}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>\n  </body>`);
    const added: {src: string; async: boolean}[] = [];
    let frame: (() => void) | undefined;
    let timer: (() => void) | undefined;
    const document = {
      visibilityState: 'visible',
      head: {appendChild: (element: {src: string; async: boolean}) => added.push(element)},
      createElement: () => ({src: '', async: true}),
      addEventListener: () => undefined,
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', `${PAINT_FIRST_LOADER}(["/a.js", "/b.js"])`)(
      document,
      (callback: () => void) => (frame = callback),
      (callback: () => void) => (timer = callback),
    );
    expect(added).toEqual([]);
    frame!();
    expect(added).toEqual([]);
    timer!();
    expect(added).toEqual([
      {src: '/a.js', async: false},
      {src: '/b.js', async: false},
    ]);
  });

  it('loads them at once in a background tab, which paints no frame', () => {
    const added: string[] = [];
    const document = {
      visibilityState: 'hidden',
      head: {appendChild: (element: {src: string}) => added.push(element.src)},
      createElement: () => ({src: ''}),
    };
    new Function('document', `${PAINT_FIRST_LOADER}(["/a.js"])`)(document);
    expect(added).toEqual(['/a.js']);
  });
});
