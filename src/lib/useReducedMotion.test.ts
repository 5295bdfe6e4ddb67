import {afterEach, describe, expect, it, vi} from 'vitest';
import {REDUCED_MOTION_QUERY, prefersReducedMotion} from './useReducedMotion';

/** A window whose one media query list can be flipped, counting the lists it made. */
function fakeWindow(matches: boolean) {
  const media = {matches};
  const made: string[] = [];
  const win = {matchMedia: (query: string) => (made.push(query), media)};
  return {win, media, made};
}

describe('prefersReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the window for the query once and then reads its live answer', () => {
    const page = fakeWindow(false);
    vi.stubGlobal('window', page.win);
    expect([prefersReducedMotion(), prefersReducedMotion()]).toEqual([false, false]);
    page.media.matches = true;
    expect(prefersReducedMotion()).toBe(true);
    expect(page.made).toEqual([REDUCED_MOTION_QUERY]);
  });

  it('asks a new window for its own list', () => {
    const first = fakeWindow(true);
    vi.stubGlobal('window', first.win);
    expect(prefersReducedMotion()).toBe(true);
    const second = fakeWindow(false);
    vi.stubGlobal('window', second.win);
    expect(prefersReducedMotion()).toBe(false);
    expect(second.made).toEqual([REDUCED_MOTION_QUERY]);
  });

  it('is false where there is no window (the server render)', () => {
    expect(prefersReducedMotion()).toBe(false);
  });
});
