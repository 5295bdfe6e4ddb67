/** The forms' proof-of-work challenge (ALTCHA) and the privacy requests (docs-engineering/decisions.md#spam-protection, #delete-my-data). */

/**
 * How hard the challenge is. The server draws the answer's counter between
 * `counterMin` and `counterMax`; the browser tries counters from 0, one
 * SHA-256 (`cost` rounds) each, so the work is the counter. About 30 µs a try
 * in Node and Chromium on the reference machine, so `counterMax` keeps the
 * solve well under 1 s on the slow-host profile (4x slower CPU): see
 * `npm run bench:challenge`.
 */
export const SPAM_CHALLENGE = {
  algorithm: 'SHA-256',
  cost: 1,
  counterMin: 500,
  counterMax: 2_500,
  /** A challenge older than this is refused; a form left open longer fetches a new one before it sends. */
  ttlMinutes: 20,
  /** The browser fetches a new challenge when the one it has ends within this many seconds. */
  renewBeforeExpirySeconds: 60,
  /** Used solutions are remembered until their challenge expires; expired ones are swept at most this often. */
  sweepEverySeconds: 60,
} as const;

export const PRIVACY_REQUESTS = {
  /** The "Delete my data" confirmation link is valid this long. */
  linkValidHours: 24,
  /** California's CCPA deadline for answering a request to delete (Cal. Civ. Code 1798.130). */
  answerWithinDays: 45,
} as const;
