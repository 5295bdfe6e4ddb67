import {describe, expect, it} from 'vitest';
import {excerptToParts} from './excerpt';

describe('excerptToParts', () => {
  it('splits the highlighted words out', () => {
    expect(excerptToParts('prices held but <mark>shrinkflation</mark> hit pre-rolls')).toEqual([
      {text: 'prices held but ', marked: false},
      {text: 'shrinkflation', marked: true},
      {text: ' hit pre-rolls', marked: false},
    ]);
  });

  it('decodes entities and drops any other tag', () => {
    expect(excerptToParts('Tom &amp; Jerry&#39;s <b>x</b> &lt;3')).toEqual([
      {text: "Tom & Jerry's x <3", marked: false},
    ]);
  });

  it('handles an empty excerpt', () => {
    expect(excerptToParts('')).toEqual([]);
  });
});
