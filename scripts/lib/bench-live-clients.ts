// The clients of `npm run bench:live` (scripts/bench-live.ts): the watchers (raw sockets, the bid
// frame's first "kinbo" read without parsing the JSON — on a 2-core machine a heavy client would
// measure itself) and, for comparison, what the API answers of bid/info per second when polled.
import http from 'node:http';
import net from 'node:net';

/** How long bid/info is polled flat out to measure what the processes answer per second. */
const POLL_MEASURE_MS = 3000;

export type Watcher = { seen: Map<string, number>; socket: net.Socket };
const BID_FRAME = 'event: bid\ndata: ';
const KINBO = '"kinbo":"';

export function watch(port: number, pathAndQuery: string, token: string): Promise<Watcher> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const watcher: Watcher = { seen: new Map(), socket };
    let head = true;
    let tail = '';
    let ready = false;
    socket.setNoDelay(true);
    socket.on('error', reject);
    socket.write(`GET ${pathAndQuery} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nToken: ${token}\r\nAccept: text/event-stream\r\n\r\n`);
    socket.on('data', (chunk: Buffer) => {
      const at = performance.now();
      let text = tail + chunk.toString('latin1');
      if (head) {
        const end = text.indexOf('\r\n\r\n');
        if (end < 0) return void (tail = text);
        if (!/content-type: text\/event-stream/i.test(text.slice(0, end))) {
          socket.destroy();
          return reject(new Error(`stream refused: ${text.slice(0, 300)}`));
        }
        head = false;
        text = text.slice(end + 4);
      }
      let from = 0;
      let pending = -1;
      for (;;) {
        const frame = text.indexOf(BID_FRAME, from);
        if (frame < 0) break;
        const key = text.indexOf(KINBO, frame);
        const close = key < 0 ? -1 : text.indexOf('"', key + KINBO.length);
        if (close < 0) {
          pending = frame; // the rest of this frame is in the next chunk
          break;
        }
        const kinbo = text.slice(key + KINBO.length, close);
        if (!watcher.seen.has(kinbo)) watcher.seen.set(kinbo, at);
        from = close;
        if (!ready) {
          ready = true;
          resolve(watcher);
        }
      }
      // Keep what may still hold the start of a bid frame (a frame's head cut by the chunk boundary).
      tail = pending >= 0 ? text.slice(pending) : text.slice(Math.max(from, text.length - BID_FRAME.length));
    });
  });
}

export async function bidInfoCapacity(urls: string[], path: string, tokens: string[], measureMs = POLL_MEASURE_MS): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const until = performance.now() + measureMs;
  let answered = 0;
  const loop = async (index: number) => {
    const url = new URL(`${urls[index % urls.length]}${path}`);
    while (performance.now() < until) {
      await new Promise<void>((resolve, reject) => {
        http
          .get(url, { agent, headers: { Token: tokens[index % tokens.length]! } }, (response) => {
            response.resume();
            response.on('end', () => {
              if (response.statusCode === 200) answered += 1;
              resolve();
            });
          })
          .on('error', reject);
      });
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 50 }, (_, index) => loop(index)));
  agent.destroy();
  return answered / ((performance.now() - started) / 1000);
}
