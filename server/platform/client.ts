import type { Context } from 'hono';
import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Resolves the address of the client behind a request (the socket's peer; proxies are not trusted). */
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
