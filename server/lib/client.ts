import type { Context } from 'hono';
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
