import {describe, expect, it} from 'vitest';
import {createRateLimiter} from './guards';

describe('createRateLimiter', () => {
  it('lets `limit` requests a minute through per address, then asks to wait', () => {
    let now = 0;
    const limiter = createRateLimiter({limit: 2, now: () => now});
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(60);
    expect(limiter.hit('b')).toBe(0);
    now = 45_000;
    expect(limiter.hit('a')).toBe(15);
    now = 60_000;
    expect(limiter.hit('a')).toBe(0);
  });

  it('is off at 0', () => {
    const limiter = createRateLimiter({limit: 0});
    for (let i = 0; i < 100; i += 1) expect(limiter.hit('a')).toBe(0);
    expect(limiter.blockedFor('a')).toBe(0);
  });

  it('tells, without counting, when an address has used up its window', () => {
    let now = 0;
    const limiter = createRateLimiter({limit: 2, windowMs: 10_000, now: () => now});
    expect(limiter.blockedFor('a')).toBe(0);
    limiter.hit('a');
    expect(limiter.blockedFor('a')).toBe(0);
    limiter.hit('a');
    expect([limiter.blockedFor('a'), limiter.blockedFor('a'), limiter.blockedFor('b')]).toEqual([10, 10, 0]);
    now = 9_500;
    expect(limiter.blockedFor('a')).toBe(1);
    now = 10_000;
    expect(limiter.blockedFor('a')).toBe(0);
  });
});
