import {createElement, Fragment} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import Pieces from './Pieces';

// React marks each Suspense boundary it renders on the server with <!--$--> … <!--/$-->: the
// boundaries the browser then hydrates one by one.
const boundaries = (html: string) => html.split('<!--$-->').length - 1;
const section = (text: string) => createElement('section', {key: text}, text);

describe('Pieces (PageLayout)', () => {
  it('puts each section in a Suspense boundary of its own, rendered in full on the server', () => {
    const html = renderToString(createElement(Pieces, null, section('a'), section('b'), section('c')));
    expect(boundaries(html)).toBe(3);
    expect(html).toContain('<section>a</section>');
    expect(html).toContain('<section>c</section>');
  });

  it("counts a fragment's sections one by one, lists as their items, and skips what renders nothing", () => {
    const html = renderToString(
      createElement(
        Pieces,
        null,
        createElement(Fragment, null, section('a'), section('b')),
        [section('c'), section('d')],
        null,
        false,
      ),
    );
    expect(boundaries(html)).toBe(4);
  });
});
