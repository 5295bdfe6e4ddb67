import {CONFERENCE, WAITLIST} from '../../data/constants';
import {isRecord, type AnswerCheck} from './client';
import type {ConferenceStats, WaitlistStats} from './schemas';

/**
 * The counters behind the waitlist and conference pages (docs-engineering/decisions.md#waitlist-count). The server
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

const whole = (value: unknown, min: number, max = Number.POSITIVE_INFINITY): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Plain checks as an AnswerCheck: what passes `valid`, reduced to its fields by `pick`. */
function answerCheck<T>(
  valid: (value: Record<string, unknown>) => boolean,
  pick: (value: Record<string, unknown>) => T,
): AnswerCheck<T> {
  return {
    safeParse: (value) => (isRecord(value) && valid(value) ? {success: true, data: pick(value)} : {success: false}),
  };
}

/**
 * The counters' answers (GET waitlist-stats / mj-stats), checked as waitlistStatsSchema and
 * conferenceStatsSchema check them (stats.test.ts holds the two to the same verdicts), without zod:
 * the pages ask for them as they load, and evaluating zod then was a 25 ms task (unthrottled) on
 * /waitlist under the slow-phone profile. The forms, and the server, keep the zod schemas.
 */
export const waitlistStatsAnswer = answerCheck<WaitlistStats>(
  (value) => whole(value.count, 0) && whole(value.progress, 0, WAITLIST.progressMax),
  (value) => ({count: value.count as number, progress: value.progress as number}),
);

export const conferenceStatsAnswer = answerCheck<ConferenceStats>(
  (value) => whole(value.claimed, 0) && whole(value.total, 1) && (value.claimed as number) <= (value.total as number),
  (value) => ({claimed: value.claimed as number, total: value.total as number}),
);
