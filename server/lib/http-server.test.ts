import { Agent, get } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { KEEP_ALIVE_TIMEOUT_MS, listen } from './http-server';

/** One GET on the agent's pooled socket: the status and the local port that identifies the socket. */
function request(port: number, agent: Agent): Promise<{ status: number; socketPort: number }> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, socketPort: req.socket?.localPort ?? -1 }));
    });
    req.on('error', reject);
  });
}

describe('listen', () => {
  let server: Server | undefined;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  afterAll(() => {
    agent.destroy();
    server?.close();
  });

  it(
    'keeps an idle keep-alive connection past Node’s default of about 5 s, so the next request reuses it',
    async () => {
      const port = await new Promise<number>((resolve) => {
        server = listen(() => new Response('ok'), { port: 0, hostname: '127.0.0.1' }, resolve);
      });
      expect(server!.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
      const first = await request(port, agent);
      // The one thing under test is idle time on the socket: it has to pass for real. With Node's
      // default (5 s, which Node 20 stretches by about a second) the server has closed the socket by
      // now, and the agent opens a new one.
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      const second = await request(port, agent);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.socketPort).toBe(first.socketPort);
    },
    15_000,
  );
});
