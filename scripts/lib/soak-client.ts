// The HTTP client of `npm run soak`: each call goes to a live API process (a killed one is skipped
// until it answers again), is retried on a refused connection, and its latency is kept per endpoint.
import type { ApiSlot } from './soak-stack';

export type Envelope<T = unknown> = { code: number; msg: string; data: T };

type EndpointStats = { latencies: number[]; ok: number; refused: number; serverErrors: number; lost: number; reasons: Map<string, number> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CALL_TIMEOUT_MS = 30_000;
const ATTEMPTS = 20;

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export function createSoakClient(apis: ApiSlot[]) {
  const stats = new Map<string, EndpointStats>();
  const statsOf = (endpoint: string) => {
    let s = stats.get(endpoint);
    if (!s) stats.set(endpoint, (s = { latencies: [], ok: 0, refused: 0, serverErrors: 0, lost: 0, reasons: new Map() }));
    return s;
  };
  const lostCauses = new Map<string, number>();
  let turn = 0;
  const pick = () => {
    const live = apis.filter((api) => api.up());
    turn += 1;
    return live.length ? live[turn % live.length]! : apis[turn % apis.length]!;
  };

  /**
   * One call. GET sends `input` as the query, POST as the JSON body. A connection refused or reset
   * before any answer (a process being killed) is retried on another process; an answer that never
   * came back counts as lost and resolves to null (the caller cannot know whether it was applied).
   */
  async function call<T>(method: 'GET' | 'POST', route: string, input: Record<string, unknown> = {}, token?: string): Promise<Envelope<T> | null> {
    const s = statsOf(`${method} ${route}`);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const api = pick();
      const query = method === 'GET' && Object.keys(input).length ? `?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}` : '';
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (token) headers.Token = token;
      const started = performance.now();
      let response: Response;
      try {
        response = await fetch(`${api.url}${route}${query}`, {
          method,
          headers,
          body: method === 'POST' ? JSON.stringify(input) : undefined,
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        // Refused: nothing was sent, so trying again is safe. Anything else may have reached the server.
        if (cause === 'ECONNREFUSED') {
          await sleep(250);
          continue;
        }
        s.lost += 1;
        lostCauses.set(cause ?? (error as Error).name, (lostCauses.get(cause ?? (error as Error).name) ?? 0) + 1);
        return null;
      }
      let envelope: Envelope<T> | null = null;
      try {
        envelope = (await response.json()) as Envelope<T>;
      } catch {
        envelope = null;
      }
      s.latencies.push(performance.now() - started);
      if (response.status >= 500 || !envelope) {
        s.serverErrors += 1;
        return envelope ?? { code: -response.status, msg: `HTTP ${response.status}`, data: null as T };
      }
      if (envelope.code === 0) s.ok += 1;
      else {
        s.refused += 1;
        s.reasons.set(envelope.msg, (s.reasons.get(envelope.msg) ?? 0) + 1);
      }
      return envelope;
    }
    s.lost += 1;
    return null;
  }

  return {
    call,
    get: <T>(route: string, query?: Record<string, unknown>, token?: string) => call<T>('GET', route, query, token),
    post: <T>(route: string, body?: Record<string, unknown>, token?: string) => call<T>('POST', route, body, token),
    /** Why answers were lost (the error's cause code), with counts. */
    lostCauses: () => Object.fromEntries(lostCauses),
    /** Rows of the latency table: endpoint, calls, p50/p95/p99 (ms), answered 0 / refused / 5xx / lost. */
    table() {
      return [...stats.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([endpoint, s]) => {
          const sorted = [...s.latencies].sort((x, y) => x - y);
          const [topRefusal] = [...s.reasons.entries()].sort(([, a], [, b]) => b - a);
          return {
            endpoint,
            calls: sorted.length,
            p50: percentile(sorted, 50),
            p95: percentile(sorted, 95),
            p99: percentile(sorted, 99),
            ...s,
            topRefusal: topRefusal ? `${topRefusal[0].slice(0, 48)} (${topRefusal[1]})` : '',
          };
        });
    },
  };
}

export type SoakClient = ReturnType<typeof createSoakClient>;
