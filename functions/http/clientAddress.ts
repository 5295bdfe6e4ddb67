import {BlockList, isIP} from 'node:net';
import type {Context} from 'hono';
import {getConnInfo} from '@hono/node-server/conninfo';

/**
 * Who is sending, for the rate limits: the TCP peer, or, when the peer is a
 * proxy listed in TRUSTED_PROXIES, the right-most address of
 * X-Forwarded-For that is not one of those proxies. Everything left of it
 * was written by the client and could be anything; a peer that is not a
 * trusted proxy could have written all of it, so its header is ignored.
 */

/** `::ffff:203.0.113.9` (an IPv4 peer on a dual-stack socket) is `203.0.113.9`. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** The TCP peer's address (node server); requests without a socket (app.request in tests) share one bucket. */
export function peerAddress(c: Context): string {
  try {
    return unmapped(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/** One TRUSTED_PROXIES entry: an IPv4 or IPv6 address, or a CIDR range of either; null when it is neither. */
export function parseProxyEntry(entry: string): {address: string; prefix?: number; family: 'ipv4' | 'ipv6'} | null {
  const [address = '', prefix, ...rest] = entry.trim().split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) return {address, family};
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (version === 4 ? 32 : 128)) return null;
  return {address, prefix: bits, family};
}

/** The proxies as a lookup list; the entries were checked when the config was read. */
function trustedList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseProxyEntry(entry);
    if (!parsed) throw new Error(`Not an IP address or CIDR range: ${entry}`);
    if (parsed.prefix === undefined) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
}

/** The client's address as the rate limits see it (see above); without trusted proxies, the peer's. */
export function clientAddressOf(
  trustedProxies: readonly string[] = [],
  peerOf: (c: Context) => string = peerAddress,
): (c: Context) => string {
  if (trustedProxies.length === 0) return peerOf;
  const list = trustedList(trustedProxies);
  const trusted = (address: string) => {
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
  return (c) => {
    const peer = peerOf(c);
    if (!trusted(peer)) return peer;
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => unmapped(hop.trim()))
      .filter((hop) => hop !== '');
    for (let i = hops.length - 1; i >= 0; i -= 1) if (!trusted(hops[i]!)) return hops[i]!;
    // Every hop is one of our proxies: the left-most is as close to the client as we can tell.
    return hops[0] ?? peer;
  };
}
