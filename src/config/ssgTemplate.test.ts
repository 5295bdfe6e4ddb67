import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {FULL_LAYOUT_ATTRIBUTE} from '../lib/bandLayout';
import {FRAGMENT_LAYOUT, PAINT_FIRST_LOADER, SSG_TEMPLATE} from './ssgTemplate';

const require = createRequire(import.meta.url);
const stock = (require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default;

const SCRIPT_TAGS = /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
const squash = (html: string) => html.replace(/\s+/g, ' ').trim();

describe('the page template', () => {
  it("is Docusaurus' own but for how the bundles load and the fragment script (an upgrade that changes it fails here)", () => {
    expect(stock).toMatch(SCRIPT_TAGS);
    const ours = SSG_TEMPLATE.replace(/<script>!function\(s\)[^\n]*<\/script>/, '').replace(`<script>${FRAGMENT_LAYOUT}</script>`, '');
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

  it('on a page opened at a #fragment, lays every band out from the first line of the body until two frames after load', () => {
    expect(SSG_TEMPLATE).toContain(`<body <%~ it.bodyAttributes %>>\n    <script>${FRAGMENT_LAYOUT}</script>`);
    for (const hash of ['#plans', '']) {
      const attributes = new Set<string>();
      const listeners: Record<string, () => void> = {};
      const frames: (() => void)[] = [];
      const document = {documentElement: {setAttribute: (name: string) => attributes.add(name), removeAttribute: (name: string) => attributes.delete(name)}};
      new Function('document', 'location', 'addEventListener', 'requestAnimationFrame', FRAGMENT_LAYOUT)(
        document,
        {hash},
        (type: string, listener: () => void) => (listeners[type] = listener),
        (callback: () => void) => frames.push(callback),
      );
      if (!hash) {
        expect([...attributes, ...Object.keys(listeners)]).toEqual([]);
        continue;
      }
      expect([...attributes]).toEqual([FULL_LAYOUT_ATTRIBUTE]);
      listeners.load!();
      frames.shift()!();
      expect([...attributes]).toEqual([FULL_LAYOUT_ATTRIBUTE]);
      frames.shift()!();
      expect([...attributes]).toEqual([]);
    }
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
