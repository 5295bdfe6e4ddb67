import {Hono, type Context} from 'hono';
import {describe, expect, it} from 'vitest';
import {clientAddressOf, parseProxyEntry, peerAddress} from './clientAddress';

/** What the rate limits would count a request as, coming from `peer` with these headers. */
async function addressSeen(trustedProxies: string[], peer: string, xff?: string): Promise<string> {
  const app = new Hono();
  const addressOf = clientAddressOf(trustedProxies);
  app.get('/', (c: Context) => c.text(addressOf(c)));
  // @hono/node-server hands the Node request to the app as env.incoming; its socket is the TCP peer.
  const res = await app.request(
    '/',
    {headers: xff === undefined ? {} : {'x-forwarded-for': xff}},
    {incoming: {socket: {remoteAddress: peer}}},
  );
  return res.text();
}

describe('clientAddressOf', () => {
  it('counts the TCP peer and ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await addressSeen([], '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    expect(await addressSeen(['10.0.0.0/8'], '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(await addressSeen(['10.0.0.5'], '10.0.0.6', '198.51.100.1')).toBe('10.0.0.6');
  });

  it('takes the right-most address that is not a trusted proxy', async () => {
    // The client wrote "1.1.1.1" itself; our proxy appended the address it saw.
    expect(await addressSeen(['10.0.0.0/8'], '10.0.0.2', '1.1.1.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(
      await addressSeen(['10.0.0.0/8', '192.0.2.10'], '10.0.0.2', '1.1.1.1, 198.51.100.7, 192.0.2.10, 10.9.9.9'),
    ).toBe('198.51.100.7');
    expect(await addressSeen(['10.0.0.0/8'], '10.0.0.2', 'not-an-address, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('falls back to the left-most hop, or the peer, when every hop is trusted', async () => {
    expect(await addressSeen(['10.0.0.0/8'], '10.0.0.2', '10.1.1.1, 10.2.2.2')).toBe('10.1.1.1');
    expect(await addressSeen(['10.0.0.0/8'], '10.0.0.2')).toBe('10.0.0.2');
  });

  it('matches IPv6 ranges and IPv4 peers on a dual-stack socket', async () => {
    expect(await addressSeen(['127.0.0.1'], '::ffff:127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(await addressSeen(['fd00::/8'], 'fd12::1', '2001:db8::42')).toBe('2001:db8::42');
    expect(await addressSeen([], '::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is "unknown" without a socket (app.request in tests)', async () => {
    const app = new Hono();
    app.get('/', (c) => c.text(peerAddress(c)));
    expect(await (await app.request('/')).text()).toBe('unknown');
  });
});

describe('parseProxyEntry', () => {
  it('reads addresses and CIDR ranges of both families', () => {
    expect(parseProxyEntry('10.0.0.0/8')).toEqual({address: '10.0.0.0', prefix: 8, family: 'ipv4'});
    expect(parseProxyEntry(' 192.0.2.7 ')).toEqual({address: '192.0.2.7', family: 'ipv4'});
    expect(parseProxyEntry('2001:db8::/32')).toEqual({address: '2001:db8::', prefix: 32, family: 'ipv6'});
  });

  it.each(['', 'proxy', '10.0.0.0/', '10.0.0.0/33', '10.0.0.0/-1', '10.0.0.0/8/8', '::1/129', '300.0.0.1'])(
    'refuses %j',
    (entry) => {
      expect(parseProxyEntry(entry)).toBeNull();
    },
  );
});
