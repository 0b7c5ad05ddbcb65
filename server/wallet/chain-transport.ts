import http from 'node:http';
import https from 'node:https';

/** Sockets the server's own chain reads keep open per node at most; more wait for one of these. */
export const OWN_CHAIN_SOCKETS = 16;

type FetchFn = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** Statuses whose Response may carry no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The fetch of the server's own chain clients (deposit and purchase watchers, confirms, withdrawals):
 * node:http with keep-alive agents of their own. The /rpc proxy posts through the global fetch and its
 * pool, so no client's call, however slow, holds a socket or a queue place these reads need.
 */
export function createOwnChainFetch(maxSockets = OWN_CHAIN_SOCKETS) {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets }),
    'https:': new https.Agent({ keepAlive: true, maxSockets }),
  };

  const fetchFn: FetchFn = (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
      const secure = url.protocol === 'https:';
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, key) => {
        headers[key] = value;
      });
      const body = typeof init.body === 'string' ? init.body : undefined;
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
      const options = { method: init.method ?? 'GET', headers, signal: init.signal ?? undefined };
      const onResponse = (response: http.IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 502;
          const answerHeaders = new Headers();
          for (const [key, value] of Object.entries(response.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) answerHeaders.append(key, one);
          }
          resolve(new Response(NO_BODY.has(status) ? null : Buffer.concat(chunks), { status, statusText: response.statusMessage, headers: answerHeaders }));
        });
      };
      const request = secure ? https.request(url, { ...options, agent: agents['https:'] }, onResponse) : http.request(url, { ...options, agent: agents['http:'] }, onResponse);
      request.on('error', reject);
      request.end(body);
    });

  return {
    fetch: fetchFn,
    agents,
    /** Closes the kept sockets (shutdown, tests). */
    destroy() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
