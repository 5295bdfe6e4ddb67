import {describe, expect, it} from 'vitest';
import {TIMING} from '../data/constants';
import {parseSectionLink, sectionScrollDelay, sectionScrollTop} from './sectionScroll';

describe('parseSectionLink', () => {
  it('splits a path and a section id', () => {
    expect(parseSectionLink('/pricing#cart-problem')).toEqual({path: '/pricing', id: 'cart-problem'});
    expect(parseSectionLink('/pricing/#faq')).toEqual({path: '/pricing', id: 'faq'});
  });
  it.each([undefined, '/pricing', '#faq', 'https://example.com/#a', '/pricing?x=1#faq'])('ignores %s', (to) => {
    expect(parseSectionLink(to)).toBeNull();
  });
});

describe('sectionScrollDelay', () => {
  it('waits longer when the page has to load first', () => {
    expect(sectionScrollDelay('/about', '/pricing')).toBe(TIMING.pricingScrollFromOtherPageMs);
    expect(sectionScrollDelay('/pricing/', '/pricing')).toBe(TIMING.pricingScrollSamePageMs);
  });
});

describe('sectionScrollTop', () => {
  it('leaves the offset above the section', () => {
    expect(sectionScrollTop(900, 100)).toBe(1000 - TIMING.scrollOffsetPx);
    expect(sectionScrollTop(500, 0, 80)).toBe(420);
  });
  it('never scrolls above the page', () => {
    expect(sectionScrollTop(20, 0)).toBe(0);
  });
});
