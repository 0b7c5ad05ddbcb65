import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../shared/contract/endpoint';
import * as groups from '../../shared/contract/endpoints';
import { ErrorCode } from './errors';
import { useTestServer } from '../test/harness';

/**
 * The server registers every endpoint of the contract (shared/contract/endpoints) at its method and
 * full path, and no /api route of its own beside them. That each handler answers its endpoint's
 * response type is checked by tsc (route(), see route.test.ts).
 */
const server = useTestServer();

const endpoints: [string, Endpoint][] = Object.entries(groups).flatMap(([group, members]) =>
  Object.entries(members as Record<string, Endpoint>).map(([name, endpoint]): [string, Endpoint] => [`${group}.${name}`, endpoint]),
);

describe('the contract endpoints', () => {
  let token = '';
  beforeAll(async () => {
    ({ token } = await server.registerUser());
  });

  it('are defined once each', () => {
    const keys = endpoints.map(([, e]) => `${e.method} ${e.path}`);
    expect(keys.length).toBeGreaterThan(50);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(endpoints)('%s is registered (never a 404)', async (_name, endpoint) => {
    const abort = new AbortController();
    const response = await server.app.request(endpoint.path, {
      method: endpoint.method,
      headers: { Token: token, ...(endpoint.method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
      body: endpoint.method === 'POST' ? '{}' : undefined,
      signal: abort.signal,
    });
    expect(response.status).not.toBe(404);
    // The live stream is not an envelope call: it stays open, so the test leaves it.
    if (response.headers.get('Content-Type')?.startsWith('text/event-stream')) await response.body?.cancel();
    else expect(((await response.json()) as { code: number }).code).not.toBe(ErrorCode.NOT_FOUND);
    abort.abort();
  });

  it('are the only /api routes of the server', () => {
    const contract = new Set(endpoints.map(([, e]) => `${e.method} ${e.path}`));
    const registered = server.app.routes.filter((r) => (r.method === 'GET' || r.method === 'POST') && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`);
    expect(registered.filter((key) => !contract.has(key))).toEqual([]);
    expect([...contract].filter((key) => !registered.includes(key))).toEqual([]);
  });
});
