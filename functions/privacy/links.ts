import {createHash, createHmac, randomBytes} from 'node:crypto';
import {PRIVACY_REQUESTS} from '../../src/data/constants';
import {sameSecret} from '../http/exportToken';

/**
 * The "Delete my data" confirmation link's token: the address and an expiry
 * (24 h), signed with HMAC-SHA256 (PRIVACY_LINK_KEY). Whoever holds the
 * token got it from that address's inbox. Its signature names the link, so a
 * link deletes once (privacy_deletions.link_id).
 */

export type PrivacyLinks = ReturnType<typeof createPrivacyLinks>;

export type LinkCheck = {ok: true; email: string; linkId: string} | {ok: false; reason: 'invalid' | 'expired'};

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** The deletion record keeps the address only as this. */
export const hashEmail = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export function createPrivacyLinks({key, now = Date.now}: {key: string | undefined; now?: () => number}) {
  const secret = key ?? randomBytes(32).toString('hex');
  const sign = (body: string) => b64url(createHmac('sha256', secret).update(body).digest());

  return {
    token(email: string): string {
      const body = b64url(
        JSON.stringify({
          e: email,
          x: Math.floor(now() / 1000) + PRIVACY_REQUESTS.linkValidHours * 3600,
          n: b64url(randomBytes(9)),
        }),
      );
      return `${body}.${sign(body)}`;
    },

    check(token: string): LinkCheck {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined || !sameSecret(signature, sign(body)))
        return {ok: false, reason: 'invalid'};
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return {ok: false, reason: 'invalid'};
      }
      const {e, x} = (claims ?? {}) as {e?: unknown; x?: unknown};
      if (typeof e !== 'string' || typeof x !== 'number') return {ok: false, reason: 'invalid'};
      if (x * 1000 < now()) return {ok: false, reason: 'expired'};
      return {ok: true, email: e, linkId: signature};
    },
  };
}
