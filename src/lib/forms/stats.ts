import {CONFERENCE, WAITLIST} from '../../data/constants';
import type {ConferenceStats, WaitlistStats} from './schemas';

/**
 * The counters behind the waitlist and conference pages (spec 4). The server
 * computes them from stored leads; the pages start from the launch figures.
 */

/** Waitlist numbers after `signups` people joined: each one adds 1 to both, progress capped at 100. */
export function waitlistStatsFor(signups: number): WaitlistStats {
  const joined = Math.max(0, Math.floor(signups));
  return {
    count: WAITLIST.startCount + joined,
    progress: Math.min(WAITLIST.progressMax, WAITLIST.startProgress + joined),
  };
}

export const LAUNCH_WAITLIST_STATS: WaitlistStats = waitlistStatsFor(0);

export const LAUNCH_CONFERENCE_STATS: ConferenceStats = {
  claimed: CONFERENCE.initiallyClaimed,
  total: CONFERENCE.totalLicenses,
};

/** Licences still free. */
export function remainingLicenses({claimed, total}: ConferenceStats): number {
  return Math.max(0, total - claimed);
}

/** Share of licences claimed, 0 to 100, for the availability bar's width. */
export function claimedPercent({claimed, total}: ConferenceStats): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, (claimed / total) * 100));
}

export function isSoldOut(stats: ConferenceStats): boolean {
  return remainingLicenses(stats) === 0;
}
