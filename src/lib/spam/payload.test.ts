import {describe, expect, it} from 'vitest';
import {SPAM_CHALLENGE} from '../../data/constants';
import {FunctionCallError} from '../forms/client';
import {asChallenge, encodePayload, isChallengeRefusal, isStale} from './payload';

describe('anti-spam payload', () => {
  const challenge = {parameters: {expiresAt: 1_800_000_000, nonce: 'ab'}, signature: 'cd'};

  it('encodes {challenge, solution} as base64 JSON, as the server decodes it', () => {
    const payload = encodePayload(challenge, {counter: 42, derivedKey: '00ff'});
    expect(JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))).toEqual({
      challenge,
      solution: {counter: 42, derivedKey: '00ff'},
    });
  });

  it('replaces a challenge that ends within the renewal margin', () => {
    const end = 1_800_000_000 * 1000;
    const margin = SPAM_CHALLENGE.renewBeforeExpirySeconds * 1000;
    expect(isStale(1_800_000_000, end - margin - 1)).toBe(false);
    expect(isStale(1_800_000_000, end - margin + 1)).toBe(true);
    expect(isStale(undefined, end)).toBe(false);
  });

  it('recognises the server refusing the proof, and nothing else', () => {
    expect(isChallengeRefusal(new FunctionCallError(400, 'x', {altcha: 'expired'}))).toBe(true);
    expect(isChallengeRefusal(new FunctionCallError(400, 'x', {email: 'bad'}))).toBe(false);
    expect(isChallengeRefusal(new FunctionCallError(500, 'x', {altcha: 'expired'}))).toBe(false);
    expect(isChallengeRefusal(new Error('network'))).toBe(false);
  });

  it('reads GET /challenge: null when off, a signed challenge, or an error', () => {
    expect(asChallenge(null)).toBeNull();
    expect(asChallenge(challenge)).toBe(challenge);
    expect(() => asChallenge({parameters: {}})).toThrow(FunctionCallError);
  });
});
