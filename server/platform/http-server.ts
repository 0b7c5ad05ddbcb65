import type { Server } from 'node:http';
import { serve } from '@hono/node-server';

/**
 * How long an idle keep-alive connection stays open (ms). Node closes it after 5 s by default, and a
 * client that sends its next request on that socket in the same instant gets ECONNRESET: a browser
 * retries, but API clients such as Playwright's request context (and most server-side callers) do
 * not. The e2e suite hit exactly that after a 5 s pause. Past a minute, also longer than the idle
 * timeout of the usual proxies and load balancers, so they close first, never the server.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Listens for `fetch` (the Hono app) on host:port with the keep-alive timing above. */
export function listen(fetch: (request: Request) => Response | Promise<Response>, options: { port: number; hostname: string }, onListening?: (port: number) => void): Server {
  const server = serve({ fetch, port: options.port, hostname: options.hostname }, (info) => onListening?.(info.port)) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // A request's headers may take as long as the connection may idle, plus a margin (Node's advice).
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
