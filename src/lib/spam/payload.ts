import {SPAM_CHALLENGE} from '../../data/constants';
import {SPAM_CHALLENGE_FIELD} from '../forms/fields';
import {FunctionCallError, isRecord} from '../forms/client';

/**
 * The forms' anti-spam challenge, the parts without a browser: the payload a
 * submission carries, when a challenge in hand is too old to send, and
 * whether a failed call was the server refusing the challenge (then the
 * form solves a new one and sends once more).
 */

export type ChallengeLike = {parameters: {expiresAt?: number}; signature?: string};
export type SolutionLike = {counter: number; derivedKey: string; time?: number};

/** The ALTCHA payload: base64 of `{challenge, solution}` as JSON (the server decodes it the same way). */
export function encodePayload(challenge: ChallengeLike, solution: SolutionLike): string {
  return btoa(JSON.stringify({challenge, solution}));
}

/** True when a challenge expiring at `expiresAt` (seconds) should be replaced before it is sent at `nowMs`. */
export function isStale(expiresAt: number | undefined, nowMs: number): boolean {
  if (expiresAt === undefined) return false;
  return expiresAt * 1000 - nowMs < SPAM_CHALLENGE.renewBeforeExpirySeconds * 1000;
}

/** A 400 whose fields name the challenge: solved again, the submission may pass. */
export function isChallengeRefusal(error: unknown): boolean {
  return (
    error instanceof FunctionCallError && error.status === 400 && typeof error.fields[SPAM_CHALLENGE_FIELD] === 'string'
  );
}

/** What the GET /challenge answer's data must look like (null: the check is off). */
export function asChallenge(data: unknown): ChallengeLike | null {
  if (data === null) return null;
  if (!isRecord(data) || !isRecord(data.parameters) || typeof data.signature !== 'string')
    throw new FunctionCallError(200, 'The server sent an unexpected challenge.');
  return data as ChallengeLike;
}
