import { createECDH, createPublicKey, hkdfSync, randomBytes, verify, createDecipheriv } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One push the receiver accepted: the decrypted payload and the headers that matter. */
export interface ReceivedPush {
  device: string;
  payload: unknown;
  topic: string | undefined;
  urgency: string | undefined;
  ttl: string | undefined;
}

const b64u = (buffer: Buffer) => buffer.toString('base64url');

/** A browser's side of a subscription: its P-256 key pair and auth secret, made as a browser makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** The VAPID header `vapid t=<JWT>, k=<public key>`: checks the ES256 signature, audience, expiry. */
function checkVapid(header: string | undefined, expectedKey: string, origin: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid header';
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== expectedKey) return 'unknown key';
  const [head, body, signature] = jwt.split('.');
  if (!head || !body || !signature) return 'bad jwt';
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) return 'bad signature';
  if ((JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }).alg !== 'ES256') return 'not ES256';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) return 'wrong audience';
  if (!claims.exp || claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600 * 1000) return 'bad expiry';
  if (!claims.sub) return 'no subject';
  return null;
}

/** RFC 8291 + RFC 8188: decrypts one aes128gcm record with the browser's private key and auth secret. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record');
  return padded.subarray(0, end);
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/**
 * A local push service for tests: devices subscribe as browsers do (their own key pair and auth
 * secret); every POST to a device's endpoint must carry a valid VAPID JWT signed by the server's key
 * and an aes128gcm body that decrypts with the device's keys. `answer` sets what a device's endpoint
 * replies (201 by default: 410 for a gone subscription, 500 for a failing service).
 */
export async function startPushReceiver(serverPublicKey: () => string) {
  const devices = new Map<string, { keys: ReturnType<typeof browserKeys>; answers: number[] }>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const device = devices.get(request.url?.replace(/^\/push\//, '') ?? '');
      if (request.method !== 'POST' || !device) return response.writeHead(404).end();
      const status = device.answers.length > 0 ? device.answers.shift()! : 201;
      if (status !== 201) return response.writeHead(status).end();
      const problem = checkVapid(request.headers.authorization, serverPublicKey(), origin);
      if (problem || request.headers['content-encoding'] !== 'aes128gcm') {
        rejected.push(problem ?? 'not aes128gcm');
        return response.writeHead(403).end();
      }
      const payload = JSON.parse(decrypt(body, device.keys).toString('utf8')) as unknown;
      const header = (name: string) => request.headers[name] as string | undefined;
      received.push({ device: request.url!.slice('/push/'.length), payload, topic: header('topic'), urgency: header('urgency'), ttl: header('ttl') });
      response.writeHead(201).end();
    })().catch((error: unknown) => {
      rejected.push(String(error));
      response.writeHead(400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    rejected,
    /** A new device: the subscription its browser would hand to the app. */
    device(name: string) {
      const keys = browserKeys();
      devices.set(name, { keys, answers: [] });
      return { endpoint: `${origin}/push/${name}`, keys: { p256dh: b64u(keys.ecdh.getPublicKey()), auth: b64u(keys.auth) } };
    },
    /** The next answers of a device's endpoint, in order (then 201 again). */
    answer(name: string, ...statuses: number[]) {
      devices.get(name)!.answers.push(...statuses);
    },
    of: (name: string) => received.filter((push) => push.device === name),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
