import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerConfig } from '../config';

/** Chains the browser may reach through this proxy. */
const CHAIN_IDS = ['56', '137'] as const;
type ChainId = (typeof CHAIN_IDS)[number];

const UPSTREAM_TIMEOUT_MS = 30_000;
const MAX_RPC_BODY_BYTES = 1024 * 1024;

function rpcError(id: unknown, code: number, message: string) {
  return { jsonrpc: '2.0', id: id ?? null, error: { code, message } };
}

/**
 * POST /rpc/56 and /rpc/137: a thin JSON-RPC proxy to the local chain nodes, so the browser
 * talks to them on the same origin. Answers are passed through untouched.
 */
export function rpcRoutes(upstreams: ServerConfig['rpcUpstreams'], fetchImpl: typeof fetch = fetch) {
  const app = new Hono();

  app.post(
    '/:chainId',
    bodyLimit({
      maxSize: MAX_RPC_BODY_BYTES,
      onError: (c) => c.json(rpcError(null, -32600, 'Request body too large'), 413),
    }),
    async (c) => {
      const chainId = c.req.param('chainId');
      if (!(CHAIN_IDS as readonly string[]).includes(chainId)) {
        return c.json(rpcError(null, -32601, `Unknown chain id ${chainId}; use 56 or 137`), 404);
      }
      const body = await c.req.text();
      let id: unknown = null;
      try {
        const parsed: unknown = JSON.parse(body);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) id = (parsed as { id?: unknown }).id;
      } catch {
        return c.json(rpcError(null, -32700, 'Parse error: the body is not JSON'), 400);
      }

      const upstream = upstreams[chainId as ChainId];
      let response: Response;
      try {
        response = await fetchImpl(upstream, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
        });
      } catch {
        return c.json(rpcError(id, -32603, `The RPC node for chain ${chainId} is unreachable`), 502);
      }
      return c.body(await response.arrayBuffer(), response.status as 200, {
        'Content-Type': response.headers.get('Content-Type') ?? 'application/json',
        'Cache-Control': 'no-store',
      });
    },
  );

  app.all('*', (c) => c.json(rpcError(null, -32601, 'Use POST /rpc/56 or POST /rpc/137'), 404));
  return app;
}
