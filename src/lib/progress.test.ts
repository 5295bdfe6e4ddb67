import {describe, expect, it} from 'vitest';
import {CONFERENCE, WAITLIST} from '../data/constants';
import {progress} from './progress';

describe('progress', () => {
  it('is loading below the maximum', () => {
    expect(progress(WAITLIST.startProgress, WAITLIST.progressMax)).toEqual({
      state: 'loading',
      value: WAITLIST.startProgress,
      percent: (WAITLIST.startProgress / WAITLIST.progressMax) * 100,
    });
  });

  it('is complete at the maximum and clamps above it', () => {
    expect(progress(WAITLIST.progressMax, WAITLIST.progressMax).state).toBe('complete');
    expect(progress(WAITLIST.progressMax + 7, WAITLIST.progressMax)).toEqual({
      state: 'complete',
      value: 100,
      percent: 100,
    });
  });

  it('is indeterminate when the value is unknown', () => {
    for (const value of [null, undefined, Number.NaN]) {
      expect(progress(value, WAITLIST.progressMax)).toEqual({state: 'indeterminate', value: null, percent: null});
    }
  });

  it('clamps negative values to 0', () => {
    expect(progress(-3, 100)).toEqual({state: 'loading', value: 0, percent: 0});
  });

  it('fills the conference bar to claimed / total', () => {
    expect(progress(CONFERENCE.initiallyClaimed, CONFERENCE.totalLicenses).percent).toBeCloseTo(
      (CONFERENCE.initiallyClaimed / CONFERENCE.totalLicenses) * 100,
    );
  });
});
