import {describe, expect, it} from 'vitest';
import {CONFERENCE, WAITLIST} from '../../data/constants';
import {conferenceStatsSchema, waitlistStatsSchema} from './schemas';
import {
  claimedPercent,
  conferenceStatsAnswer,
  isSoldOut,
  LAUNCH_CONFERENCE_STATS,
  LAUNCH_WAITLIST_STATS,
  remainingLicenses,
  waitlistStatsAnswer,
  waitlistStatsFor,
} from './stats';

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

describe("the counters' answer checks (plain, for page load)", () => {
  const odd = [null, undefined, 3, 'x', [], [1, 2]];
  const waitlist = [
    ...odd,
    {count: 237, progress: 80},
    {count: 0, progress: 0},
    {count: 1, progress: 100, extra: 'dropped'},
    {count: 237.5, progress: 80},
    {count: -1, progress: 80},
    {count: 237, progress: 101},
    {count: 237, progress: -1},
    {count: '237', progress: 80},
    {count: 237},
    {progress: 80},
    {count: Number.NaN, progress: 80},
    {count: Number.POSITIVE_INFINITY, progress: 80},
  ];
  const conference = [
    ...odd,
    {claimed: 12, total: 50},
    {claimed: 0, total: 1},
    {claimed: 50, total: 50, extra: true},
    {claimed: 51, total: 50},
    {claimed: 0, total: 0},
    {claimed: -1, total: 50},
    {claimed: 1.5, total: 50},
    {claimed: 12, total: '50'},
    {claimed: 12},
  ];

  it('agree with the zod schemas the forms and the server use, case by case', () => {
    for (const value of waitlist)
      expect(waitlistStatsAnswer.safeParse(value), JSON.stringify(value)).toEqual(
        pick(waitlistStatsSchema.safeParse(value)),
      );
    for (const value of conference)
      expect(conferenceStatsAnswer.safeParse(value), JSON.stringify(value)).toEqual(
        pick(conferenceStatsSchema.safeParse(value)),
      );
  });

  it('keep only the fields the page reads', () => {
    expect(waitlistStatsAnswer.safeParse({count: 1, progress: 2, extra: 3})).toEqual({
      success: true,
      data: {count: 1, progress: 2},
    });
  });
});

/** zod's verdict without its error object. */
function pick(result: {success: boolean; data?: unknown}) {
  return result.success ? {success: true, data: result.data} : {success: false};
}
