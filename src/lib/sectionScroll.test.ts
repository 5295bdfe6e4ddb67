import {describe, expect, it} from 'vitest';
import {TIMING} from '../data/constants';
import {parseSectionLink, sectionOffTarget, sectionScrollDelay, sectionScrollTop} from './sectionScroll';

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

describe('sectionOffTarget', () => {
  it('is off when the section is not at the offset line', () => {
    expect(sectionOffTarget(TIMING.scrollOffsetPx, 500, 5000)).toBe(false);
    expect(sectionOffTarget(TIMING.scrollOffsetPx + 1, 500, 5000)).toBe(false);
    expect(sectionOffTarget(8, 500, 5000)).toBe(true);
    expect(sectionOffTarget(TIMING.scrollOffsetPx + 98, 500, 5000)).toBe(true);
  });
  it('is on target at the end of the page when the section cannot reach the line', () => {
    expect(sectionOffTarget(400, 1000, 1000)).toBe(false);
    expect(sectionOffTarget(400, 900, 1000)).toBe(true);
  });
});
