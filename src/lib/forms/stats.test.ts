import {describe, expect, it} from 'vitest';
import {CONFERENCE, WAITLIST} from '../../data/constants';
import {claimedPercent, isSoldOut, LAUNCH_CONFERENCE_STATS, LAUNCH_WAITLIST_STATS, remainingLicenses, waitlistStatsFor} from './stats';

describe('waitlist numbers', () => {
  it('start at 237 and 80', () => {
    expect(LAUNCH_WAITLIST_STATS).toEqual({count: WAITLIST.startCount, progress: WAITLIST.startProgress});
  });

  it('rise by one per signup, progress capped at 100', () => {
    expect(waitlistStatsFor(1)).toEqual({count: 238, progress: 81});
    expect(waitlistStatsFor(20)).toEqual({count: 257, progress: 100});
    expect(waitlistStatsFor(500)).toEqual({count: 737, progress: 100});
    expect(waitlistStatsFor(-3)).toEqual(LAUNCH_WAITLIST_STATS);
  });
});

describe('conference licences', () => {
  it('start at 12 of 15, 3 left, 80% claimed', () => {
    expect(LAUNCH_CONFERENCE_STATS).toEqual({claimed: CONFERENCE.initiallyClaimed, total: CONFERENCE.totalLicenses});
    expect(remainingLicenses(LAUNCH_CONFERENCE_STATS)).toBe(3);
    expect(claimedPercent(LAUNCH_CONFERENCE_STATS)).toBe(80);
    expect(isSoldOut(LAUNCH_CONFERENCE_STATS)).toBe(false);
  });

  it('are sold out at 15 of 15 and never go below zero', () => {
    expect(isSoldOut({claimed: 15, total: 15})).toBe(true);
    expect(remainingLicenses({claimed: 16, total: 15})).toBe(0);
    expect(claimedPercent({claimed: 16, total: 15})).toBe(100);
  });
});
