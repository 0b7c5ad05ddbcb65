import type { Context } from 'hono';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Resolves the address of the client behind a request (the socket's peer, or per TRUST_PROXY). */
export type ClientAddressResolver = (c: Context) => string;

export const socketAddress: ClientAddressResolver = (c) => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not served by @hono/node-server (e.g. app.request in a script)
  }
};

/** True for 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string): boolean {
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/**
 * The key the per-client limits count under: an IPv4 address as it is, an IPv6 one as its /64
 * network ("2001:db8:0:1::/64"). One subscriber, phone or server is handed a whole /64 and can send
 * from any of its 2^64 addresses: counted per address, every request could come from a fresh one and
 * no limit (codes, logins, RPC) would ever be reached. Loopback keeps its own address (the dev routes
 * are loopback-only), and an IPv4-mapped IPv6 address counts as its IPv4 one.
 */
export function clientKey(address: string): string {
  const plain = address.toLowerCase().replace(/%.*$/, '');
  const mapped = plain.replace(/^::ffff:/, '');
  if (isIPv4(mapped)) return mapped;
  if (!isIPv6(plain) || plain === '::1') return plain;
  return `${expandIPv6(plain).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, without leading zeros ("::" filled in). */
function expandIPv6(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  // An embedded IPv4 tail ("::1.2.3.4") fills two groups; only the first four groups are kept, so
  // it needs counting, not converting.
  const width = (parts: string[]) => parts.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);
  const filled = tail === undefined ? [] : new Array<string>(8 - width(left) - width(right)).fill('0');
  return [...left, ...filled, ...right].map((group) => (group.includes('.') ? group : parseInt(group, 16).toString(16)));
}

/**
 * Which peers are reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY): a hop count (the
 * number of proxies in front of the API, each appending the address it saw) or a list of addresses
 * and CIDR ranges of the proxies. Unset, no header is believed and the client is the socket's peer.
 */
export type TrustProxy = { hops: number } | { ranges: BlockList };

/** Parses TRUST_PROXY: "" (off), a whole number of hops, or comma separated IPs/CIDRs; a problem message otherwise. */
export function parseTrustProxy(value: string): TrustProxy | null | string {
  const text = value.trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return null;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { hops } : 'TRUST_PROXY: a hop count must be at most 10';
  }
  const ranges = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address = '', prefixText] = entry.split('/', 2);
    const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    const max = family === 'ipv4' ? 32 : 128;
    const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (!family || !(prefix >= 0 && prefix <= max)) return `TRUST_PROXY: "${entry}" is neither a hop count nor an IP address or CIDR range`;
    ranges.addSubnet(address, prefix, family);
  }
  return { ranges };
}

function isTrusted(ranges: BlockList, address: string): boolean {
  const plain = address.toLowerCase().replace(/%.*$/, '');
  const mapped = plain.replace(/^::ffff:/, '');
  if (isIPv4(mapped)) return ranges.check(mapped, 'ipv4') || (plain !== mapped && ranges.check(plain, 'ipv6'));
  return isIPv6(plain) && ranges.check(plain, 'ipv6');
}

/**
 * The client behind trusted proxies: the addresses are X-Forwarded-For's entries then the socket's
 * peer, read from the right. With a hop count the client is that many entries left of the peer
 * (or the leftmost one, when fewer); with ranges it is the first address, from the right, that is
 * not a trusted proxy. A client can put anything in the header, but only what lies left of the
 * entries trusted proxies appended, which is never read; a malformed entry ends the walk at the
 * trusted address to its right.
 */
export function forwardedAddress(trust: TrustProxy, peer: ClientAddressResolver = socketAddress): ClientAddressResolver {
  return (c) => {
    const socket = peer(c);
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const chain = [...forwarded, socket];
    let index = chain.length - 1;
    if ('hops' in trust) {
      index = Math.max(0, chain.length - 1 - trust.hops);
    } else {
      while (index > 0 && isTrusted(trust.ranges, chain[index]!)) index -= 1;
    }
    // Walk back right past malformed entries: the nearest well-formed address a trusted hop saw.
    while (index < chain.length - 1 && !isIPv4(chain[index]!) && !isIPv6(chain[index]!)) index += 1;
    return chain[index]!;
  };
}
