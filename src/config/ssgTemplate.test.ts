import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {FULL_LAYOUT_ATTRIBUTE} from '../lib/bandLayout';
import {FIRST_PAINT_RELEASE_ID} from '../lib/firstPaint';
import {FIRST_PAINT_HOLD, FRAGMENT_LAYOUT, PAINT_FIRST_LOADER, SSG_TEMPLATE} from './ssgTemplate';

const require = createRequire(import.meta.url);
const stock = (require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default;

const SCRIPT_TAGS =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
const squash = (html: string) => html.replace(/\s+/g, ' ').trim();

describe('the page template', () => {
  it("is Docusaurus' own but for how the bundles load, the fragment script and the first paint's hold (an upgrade that changes it fails here)", () => {
    expect(stock).toMatch(SCRIPT_TAGS);
    const ours = SSG_TEMPLATE.replace(/<script>!function\(s\)[^\n]*<\/script>/, '')
      .replace(`<script>${FRAGMENT_LAYOUT}</script>`, '')
      .replace(FIRST_PAINT_HOLD, '');
    expect(squash(ours)).toBe(squash(stock.replace(SCRIPT_TAGS, '')));
  });

  it("holds the first paint, from the head, until the footer's start tag is parsed", () => {
    expect(FIRST_PAINT_HOLD).toBe(`<link rel="expect" href="#${FIRST_PAINT_RELEASE_ID}" blocking="render">`);
    const head = SSG_TEMPLATE.slice(SSG_TEMPLATE.indexOf('<head>'), SSG_TEMPLATE.indexOf('</head>'));
    expect(head).toContain(FIRST_PAINT_HOLD);
  });

  it('loads the bundles at the end of the body, in order, once the first contentful paint is reported', () => {
    expect(SSG_TEMPLATE).toContain(
      `<script>${PAINT_FIRST_LOADER}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>\n  </body>`,
    );
    const added: {src: string; async: boolean}[] = [];
    const observers: {callback: (list: {getEntriesByName: (name: string) => unknown[]}) => void; options: unknown}[] =
      [];
    class FakeObserver {
      static supportedEntryTypes = ['mark', 'paint', 'resource'];
      constructor(private callback: (list: {getEntriesByName: (name: string) => unknown[]}) => void) {}
      observe(options: unknown) {
        observers.push({callback: this.callback, options});
      }
    }
    const document = {
      visibilityState: 'visible',
      head: {appendChild: (element: {src: string; async: boolean}) => added.push(element)},
      createElement: () => ({src: '', async: true}),
      addEventListener: () => undefined,
    };
    const report = (...names: string[]) =>
      observers[0]!.callback({getEntriesByName: (name) => names.filter((entry) => entry === name)});
    const frame = () => {
      throw new Error('no animation frame is waited for where Paint Timing exists');
    };
    new Function(
      'document',
      'PerformanceObserver',
      'requestAnimationFrame',
      `${PAINT_FIRST_LOADER}(["/a.js", "/b.js"])`,
    )(document, FakeObserver, frame);
    expect(observers).toHaveLength(1);
    // Buffered: a paint reported before the observer existed still counts.
    expect(observers[0]!.options).toEqual({type: 'paint', buffered: true});
    expect(added).toEqual([]);
    report('first-paint');
    expect(added).toEqual([]);
    report('first-contentful-paint');
    report('first-contentful-paint');
    expect(added).toEqual([
      {src: '/a.js', async: false},
      {src: '/b.js', async: false},
    ]);
  });

  it('without Paint Timing, loads them after the first animation frame', () => {
    const added: {src: string; async: boolean}[] = [];
    let frame: (() => void) | undefined;
    let timer: (() => void) | undefined;
    const document = {
      visibilityState: 'visible',
      head: {appendChild: (element: {src: string; async: boolean}) => added.push(element)},
      createElement: () => ({src: '', async: true}),
      addEventListener: () => undefined,
    };
    for (const PerformanceObserver of [undefined, {supportedEntryTypes: ['mark', 'resource']}]) {
      added.length = 0;
      new Function(
        'document',
        'PerformanceObserver',
        'requestAnimationFrame',
        'setTimeout',
        `${PAINT_FIRST_LOADER}(["/a.js", "/b.js"])`,
      )(
        document,
        PerformanceObserver,
        (callback: () => void) => (frame = callback),
        (callback: () => void) => (timer = callback),
      );
      expect(added).toEqual([]);
      frame!();
      expect(added).toEqual([]);
      timer!();
      expect(added.map((element) => element.src)).toEqual(['/a.js', '/b.js']);
    }
  });

  it('loads them when the tab is hidden before the paint is reported', () => {
    const added: string[] = [];
    const listeners: Record<string, () => void> = {};
    const document = {
      visibilityState: 'visible',
      head: {appendChild: (element: {src: string}) => added.push(element.src)},
      createElement: () => ({src: ''}),
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    };
    class Silent {
      static supportedEntryTypes = ['paint'];
      observe() {}
    }
    new Function('document', 'PerformanceObserver', `${PAINT_FIRST_LOADER}(["/a.js"])`)(document, Silent);
    expect(added).toEqual([]);
    listeners.visibilitychange!();
    listeners.visibilitychange!();
    expect(added).toEqual(['/a.js']);
  });

  it('on a page opened at a #fragment, lays every band out from the first line of the body until two frames after load', () => {
    expect(SSG_TEMPLATE).toContain(`<body <%~ it.bodyAttributes %>>\n    <script>${FRAGMENT_LAYOUT}</script>`);
    for (const hash of ['#plans', '']) {
      const attributes = new Set<string>();
      const listeners: Record<string, () => void> = {};
      const frames: (() => void)[] = [];
      const document = {
        documentElement: {
          setAttribute: (name: string) => attributes.add(name),
          removeAttribute: (name: string) => attributes.delete(name),
        },
      };
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
