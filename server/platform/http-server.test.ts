import { Agent, get } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
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

  it('arms an idle keep-alive connection with its own timeout, not Node’s default of about 5 s, and the next request reuses it', async () => {
    const port = await new Promise<number>((resolve) => {
      server = listen(() => new Response('ok'), { port: 0, hostname: '127.0.0.1' }, resolve);
    });
    const sockets: Socket[] = [];
    server!.on('connection', (socket: Socket) => sockets.push(socket));
    expect(server!.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    const first = await request(port, agent);
    // What the server does with an idle connection is the timer it arms on the socket once the
    // answer is sent; reading it replaces waiting the idle time out for real. Node adds a second of
    // margin to keepAliveTimeout (6 s with the default, which closed sockets our clients reused).
    await expect.poll(() => sockets[0]?.timeout).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS);
    const second = await request(port, agent);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.socketPort).toBe(first.socketPort);
    expect(sockets).toHaveLength(1);
  });
});
