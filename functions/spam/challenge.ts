import {randomBytes} from 'node:crypto';
import {createChallenge, randomInt, verifySolution, type Challenge, type Solution} from 'altcha-lib';
import {deriveKey} from 'altcha-lib/algorithms/sha';
import {SPAM_CHALLENGE} from '../../src/data/constants';
import {
  SPAM_CHALLENGE_FIELD,
  SPAM_CHALLENGE_MESSAGES_BY_LOCALE,
  type SpamChallengeRefusal,
} from '../../src/lib/forms/fields';
import {DEFAULT_LOCALE, type Locale} from '../../src/data/constants/locales';
import type {Queryable} from '../db/database';
import {ApiError} from '../http/errors';

/**
 * The forms' proof of work (ALTCHA v2, altcha-lib): the server issues a
 * challenge signed with HMAC, the browser finds the counter whose SHA-256
 * starts with the signed prefix, and each submission carries the pair back.
 * A solution is accepted once: its challenge's signature is written to
 * spam_challenges_used in the database (every server sees it) and kept until
 * the challenge expires. Nothing leaves this server: no third-party call.
 */

export type SpamChallengeOptions = {
  /** SPAM_CHALLENGE=off: every submission passes and GET /challenge answers null. */
  enabled: boolean;
  /** SPAM_CHALLENGE_KEY; a random one per start when unset (one server only). */
  key: string | undefined;
  now?: () => number;
};

export type SpamChallenge = ReturnType<typeof createSpamChallenge>;

/** The ALTCHA payload: base64 of `{challenge, solution}` as JSON. */
export function encodeSolutionPayload(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({challenge, solution})).toString('base64');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decodePayload(payload: string): {challenge: Challenge; solution: Solution} | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.challenge) || !isRecord(parsed.solution)) return null;
  const {challenge, solution} = parsed;
  if (!isRecord(challenge.parameters) || typeof challenge.signature !== 'string') return null;
  if (typeof challenge.parameters.expiresAt !== 'number') return null;
  if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
  return {challenge: challenge as unknown as Challenge, solution: solution as unknown as Solution};
}

export function createSpamChallenge({enabled, key, now = Date.now}: SpamChallengeOptions) {
  const secret = key ?? randomBytes(32).toString('hex');
  let lastSweep = 0;

  /** Forgets the used solutions whose challenges have expired (at most once a minute per server). */
  async function sweep(db: Queryable) {
    if (now() - lastSweep < SPAM_CHALLENGE.sweepEverySeconds * 1000) return;
    lastSweep = now();
    await db.query(`DELETE FROM spam_challenges_used WHERE expires_at < now()`);
  }

  return {
    enabled,

    /** A new signed challenge, valid for SPAM_CHALLENGE.ttlMinutes; null when the check is off. */
    async issue(): Promise<Challenge | null> {
      if (!enabled) return null;
      return createChallenge({
        algorithm: SPAM_CHALLENGE.algorithm,
        cost: SPAM_CHALLENGE.cost,
        counter: randomInt(SPAM_CHALLENGE.counterMax, SPAM_CHALLENGE.counterMin),
        deriveKey,
        hmacSignatureSecret: secret,
        expiresAt: new Date(now() + SPAM_CHALLENGE.ttlMinutes * 60_000),
      });
    },

    /**
     * Why `payload` (the body's `altcha` field) is refused, or null when it
     * is a valid, unexpired solution not used before, which it now is.
     */
    async check(db: Queryable, payload: unknown): Promise<SpamChallengeRefusal | null> {
      if (!enabled) return null;
      if (typeof payload !== 'string' || payload === '') return 'missing';
      const decoded = decodePayload(payload);
      if (!decoded) return 'malformed';
      const {challenge, solution} = decoded;
      if (challenge.parameters.expiresAt! * 1000 < now()) return 'expired';
      const result = await verifySolution({challenge, solution, deriveKey, hmacSignatureSecret: secret});
      if (result.expired) return 'expired';
      if (!result.verified) return 'invalid';
      await sweep(db);
      const taken = await db.query(
        `INSERT INTO spam_challenges_used (signature, expires_at) VALUES ($1, to_timestamp($2))
         ON CONFLICT (signature) DO NOTHING RETURNING 1`,
        [challenge.signature, challenge.parameters.expiresAt],
      );
      return taken.length === 1 ? null : 'replayed';
    },

    /** check(), answering 400 in the functions' error shape, in the form's language, when refused. */
    async require(db: Queryable, payload: unknown, locale: Locale = DEFAULT_LOCALE): Promise<void> {
      const refusal = await this.check(db, payload);
      if (refusal) {
        const message = SPAM_CHALLENGE_MESSAGES_BY_LOCALE[locale][refusal];
        throw new ApiError(400, message, {fields: {[SPAM_CHALLENGE_FIELD]: message}});
      }
    },
  };
}
