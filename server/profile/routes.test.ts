import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../platform/errors';
import { INCOMING_SUBDIR, MAX_IMAGE_BYTES } from '../platform/uploads/uploads';
import { passwordDigest, pinDigest, SEED, type TestServer, useTestServer } from '../test/harness';

const server = useTestServer();

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** Real images (the server decodes and re-encodes every upload; GIF is stored as PNG). */
const solid = sharp({ create: { width: 3, height: 2, channels: 3, background: '#c6f432' } });
const IMAGES: Record<string, { bytes: Uint8Array; contentType: string; extension: string }> = {
  png: { bytes: TINY_PNG, contentType: 'image/png', extension: 'png' },
  jpeg: { bytes: await solid.clone().jpeg().toBuffer(), contentType: 'image/jpeg', extension: 'jpg' },
  gif: { bytes: await solid.clone().gif().toBuffer(), contentType: 'image/png', extension: 'png' },
  webp: { bytes: await solid.clone().webp().toBuffer(), contentType: 'image/webp', extension: 'webp' },
};

async function upload(token: string | undefined, form: FormData | string, headers: Record<string, string> = {}) {
  const response = await server.app.request('/api/main/upload', {
    method: 'POST',
    body: form,
    headers: { ...(token ? { Token: token } : {}), ...headers },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { code: number; msg: string; data: { uris: string[] } | null };
}

function formWith(bytes: Uint8Array, name = 'avatar.png', type = 'image/png', field = 'source') {
  const form = new FormData();
  form.append(field, new File([Buffer.from(bytes)], name, { type }));
  return form;
}

describe('POST /api/main/upload', () => {
  let shared: { token: string } | undefined;
  const uploader = async () => (shared ??= await server.registerUser());

  it('needs a session', async () => {
    expect((await upload(undefined, formWith(TINY_PNG))).code).toBe(40100);
  });

  it.each(Object.entries(IMAGES))('stores a %s image and serves it back', async (_kind, image) => {
    const user = await uploader();
    // The declared type is ignored: the bytes decide.
    const result = await upload(user.token, formWith(image.bytes, 'picture.bin', 'application/octet-stream'));
    expect(result).toMatchObject({ code: 0, msg: 'Upload successful' });
    const uri = result.data!.uris[0]!;
    expect(uri).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${image.extension}$`));

    const served = await server.app.request(uri);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(image.contentType);
    expect(served.headers.get('cache-control')).toContain('immutable');
    // What is served is the re-encoded image, with the same pixels.
    const original = await sharp(image.bytes).raw().toBuffer({ resolveWithObject: true });
    const stored = await sharp(Buffer.from(await served.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([stored.info.width, stored.info.height]).toEqual([original.info.width, original.info.height]);
  });

  it('refuses files that are not images, whatever they claim to be', async () => {
    const user = await uploader();
    const fake = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    for (const form of [formWith(fake, 'x.png', 'image/png'), formWith(new Uint8Array(0), 'empty.png')]) {
      expect(await upload(user.token, form)).toMatchObject({ code: ErrorCode.UPLOAD_NOT_IMAGE, msg: 'Only images can be uploaded' });
    }
  });

  it('refuses images over 5 MB (just over, and far over)', async () => {
    const user = await uploader();
    for (const size of [MAX_IMAGE_BYTES + 1, MAX_IMAGE_BYTES + 2 * 1024 * 1024]) {
      const big = new Uint8Array(size);
      big.set(TINY_PNG);
      const result = await upload(user.token, formWith(big));
      expect(result).toMatchObject({ code: ErrorCode.UPLOAD_TOO_LARGE, msg: 'The image must be 5 MB or smaller' });
    }
  });

  it('streams the body to a temporary file, stops reading past 5 MB and leaves no temporary file', async () => {
    const user = await uploader();
    const incoming = path.join(server.config.uploadDir, INCOMING_SUBDIR);
    const leftovers = () => (existsSync(incoming) ? readdirSync(incoming) : []);
    const boundary = 'kinbo-stream-test';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="source"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    // A 20 MB file, produced 64 KB at a time as the server pulls it: never built in memory here either.
    const fileBytes = 20 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 7);
    let pulled = 0;
    let onDiskWhileStreaming = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) {
          controller.enqueue(Buffer.concat([head, TINY_PNG]));
          pulled += TINY_PNG.length;
          return;
        }
        if (pulled >= 4 * 1024 * 1024 && onDiskWhileStreaming === 0) {
          onDiskWhileStreaming = leftovers().reduce((sum, name) => sum + statSync(path.join(incoming, name)).size, 0);
        }
        if (pulled >= fileBytes) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        pulled += chunk.length;
      },
    });
    const response = await server.app.request('/api/main/upload', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { Token: user.token, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(await response.json()).toMatchObject({ code: ErrorCode.UPLOAD_TOO_LARGE, msg: 'The image must be 5 MB or smaller' });
    // The file grew on disk while the body was still arriving, and reading stopped soon after 5 MB.
    expect(onDiskWhileStreaming).toBeGreaterThan(1024 * 1024);
    expect(pulled).toBeLessThan(MAX_IMAGE_BYTES + 1024 * 1024);
    expect(leftovers()).toEqual([]);

    // A declared Content-Length over the limit is refused before reading.
    const declared = await server.app.request('/api/main/upload', {
      method: 'POST',
      body: 'x',
      headers: {
        Token: user.token,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(MAX_IMAGE_BYTES + 1024 * 1024),
      },
    });
    expect((await declared.json()).code).toBe(ErrorCode.UPLOAD_TOO_LARGE);

    // Success and a corrupt image (a PNG header, then garbage) leave nothing behind either.
    expect((await upload(user.token, formWith(TINY_PNG))).code).toBe(0);
    expect(leftovers()).toEqual([]);
    const corrupt = Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.alloc(4096, 1)]);
    expect((await upload(user.token, formWith(corrupt))).code).toBe(ErrorCode.UPLOAD_NOT_IMAGE);
    expect(leftovers()).toEqual([]);
  });

  it('accepts an image of exactly 5 MB', async () => {
    const user = await uploader();
    const exact = new Uint8Array(MAX_IMAGE_BYTES);
    exact.set(TINY_PNG);
    expect((await upload(user.token, formWith(exact))).code).toBe(0);
  });

  it('explains a missing file field or a non-multipart body', async () => {
    const user = await uploader();
    expect(await upload(user.token, formWith(TINY_PNG, 'a.png', 'image/png', 'file'))).toMatchObject({
      code: ErrorCode.INVALID_INPUT,
      msg: 'Choose an image to upload',
    });
    expect(await upload(user.token, '{"source":"x"}', { 'Content-Type': 'application/json' })).toMatchObject({
      code: ErrorCode.INVALID_INPUT,
      msg: 'The upload must be sent as multipart/form-data',
    });
    expect(await upload(user.token, '--broken\r\nnot really', { 'Content-Type': 'multipart/form-data; boundary=zzz' })).toMatchObject({
      code: ErrorCode.INVALID_INPUT,
    });
  });

  it('404s unknown upload names and path tricks', async () => {
    for (const path of ['/uploads/' + '0'.repeat(32) + '.png', '/uploads/..%2Fpackage.json', '/uploads/x.png', '/uploads/']) {
      expect((await server.app.request(path)).status).toBe(404);
    }
  });
});

describe('POST /api/user/info (profile update)', () => {
  let profileUser: Awaited<ReturnType<TestServer['registerUser']>> | undefined;

  it('changes nickname and avatar', async () => {
    const user = await server.registerUser();
    const uri = (await upload(user.token, formWith(TINY_PNG))).data!.uris[0]!;
    const update = await server.api.post('/api/user/info', { nickname: 'RenamedUser1', avatar: uri }, { token: user.token });
    expect(update).toMatchObject({ code: 0, msg: 'Updated successfully', data: null });
    const info = await server.api.get<{ nickname: string; avatar: string }>('/api/user/info', {}, { token: user.token });
    expect(info.data).toMatchObject({ nickname: 'RenamedUser1', avatar: uri });

    // An absolute URL to our own upload is stored as the path; '' clears the avatar.
    expect((await server.api.post('/api/user/info', { avatar: `http://localhost:3000${uri}` }, { token: user.token })).code).toBe(0);
    expect((await server.api.get<{ avatar: string }>('/api/user/info', {}, { token: user.token })).data.avatar).toBe(uri);
    expect((await server.api.post('/api/user/info', { avatar: '' }, { token: user.token })).code).toBe(0);
    expect((await server.api.get<{ avatar: string }>('/api/user/info', {}, { token: user.token })).data.avatar).toBe('');
  });

  it("keeps one's own nickname in another case, refuses someone else's", async () => {
    const user = await server.registerUser();
    expect((await server.api.post('/api/user/info', { nickname: user.nickname.toUpperCase() }, { token: user.token })).code).toBe(0);
    const taken = await server.api.post('/api/user/info', { nickname: SEED.nickname.toUpperCase() }, { token: user.token });
    expect(taken).toMatchObject({ code: ErrorCode.NICKNAME_TAKEN, msg: 'This nickname is already taken' });
  });

  it.each([
    ['a 37-character nickname', { nickname: 'a'.repeat(37) }, 'Nickname maximum length is 36'],
    ['a short nickname', { nickname: 'abc' }, 'Nickname minimum length is 6'],
    ['a digits-only nickname', { nickname: '1234567' }, 'Nickname must be a combination of letters and digits, or letters only'],
    ['an empty nickname', { nickname: '' }, 'Enter nickname'],
    ['a numeric nickname', { nickname: 7 }, 'The field "nickname" has an invalid value'],
    ['an avatar never uploaded', { avatar: '/uploads/' + 'a'.repeat(32) + '.png' }, 'The avatar must be an image uploaded to this server'],
    ['a foreign avatar URL', { avatar: 'https://evil.example/x.png' }, 'The avatar must be an image uploaded to this server'],
    ['an avatar outside /uploads', { avatar: '/etc/passwd' }, 'The avatar must be an image uploaded to this server'],
    ['a huge avatar string', { avatar: 'x'.repeat(5000) }, 'The avatar must be an image uploaded to this server'],
    ['a numeric avatar', { avatar: 1 }, 'The field "avatar" has an invalid value'],
    ['an empty body', {}, 'Send a nickname or an avatar to update'],
  ])('rejects %s', async (_label, body, msg) => {
    const user = (profileUser ??= await server.registerUser());
    const result = await server.api.post('/api/user/info', body, { token: user.token });
    expect(result.code).not.toBe(0);
    expect(result.msg).toBe(msg);
  });

  it('needs a session', async () => {
    expect((await server.api.post('/api/user/info', { nickname: 'Whatever1' })).code).toBe(40100);
  });
});

describe('GET /api/user/checkEmail', () => {
  it('finds a user by e-mail (any case) and shows only what a transfer needs: the e-mail masked', async () => {
    const user = await server.registerUser();
    const result = await server.api.get('/api/user/checkEmail', { email: SEED.email.toUpperCase() }, { token: user.token });
    expect(result).toMatchObject({ code: 0, msg: 'Success' });
    expect(result.data).toEqual({ avatar: '', email: 'fo***@kinbo.local', nickname: SEED.nickname });
  });

  it('says when the user does not exist, or the e-mail is bad', async () => {
    const user = await server.registerUser();
    const missing = await server.api.get('/api/user/checkEmail', { email: 'ghost@example.com' }, { token: user.token });
    expect(missing).toMatchObject({ code: ErrorCode.USER_NOT_FOUND, msg: 'User does not exist' });
    const bad = await server.api.get('/api/user/checkEmail', { email: 'nope' }, { token: user.token });
    expect(bad).toMatchObject({ code: ErrorCode.INVALID_INPUT, msg: 'Please enter the correct e-mail' });
    expect((await server.api.get('/api/user/checkEmail', { email: SEED.email })).code).toBe(40100);
  });
});

describe('POST /api/user/resetPassword', () => {
  it('validates the three fields', async () => {
    const user = await server.registerUser();
    const md5 = passwordDigest('x');
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Enter the old password'],
      [{ old_password: md5 }, 'Enter the new password'],
      [{ old_password: md5, password: md5 }, 'Confirm the new password'],
      [{ old_password: 'x', password: md5, confirm_password: md5 }, 'The password must be sent as an MD5 hex digest'],
      [{ old_password: md5, password: md5, confirm_password: passwordDigest('y') }, 'The two passwords are different'],
    ];
    for (const [body, msg] of cases) {
      expect(await server.api.post('/api/user/resetPassword', body, { token: user.token })).toMatchObject({ code: ErrorCode.INVALID_INPUT, msg });
    }
  });

  it('refuses a wrong old password', async () => {
    const user = await server.registerUser();
    const next = passwordDigest('NewSecret1');
    const result = await server.api.post('/api/user/resetPassword', { old_password: passwordDigest('wrong'), password: next, confirm_password: next }, { token: user.token });
    expect(result).toMatchObject({ code: ErrorCode.OLD_PASSWORD_WRONG, msg: 'The old password is incorrect' });
  });

  it('changes the password and revokes every other session', async () => {
    const user = await server.registerUser();
    const other = await server.api.post<{ Token: string }>('/api/user/login', { email: user.email, password: passwordDigest(user.password) });
    const otherToken = other.data.Token;
    const next = passwordDigest('NewSecret1');
    const result = await server.api.post(
      '/api/user/resetPassword',
      // Mixed case on purpose: digests are compared in lower case.
      { old_password: passwordDigest(user.password).toLowerCase(), password: next, confirm_password: next.toLowerCase() },
      { token: user.token },
    );
    expect(result).toMatchObject({ code: 0, msg: 'Password changed successfully' });

    expect((await server.api.get('/api/user/info', {}, { token: user.token })).code).toBe(0);
    expect((await server.api.get('/api/user/info', {}, { token: otherToken })).code).toBe(40100);
    const oldLogin = await server.api.post('/api/user/login', { email: user.email, password: passwordDigest(user.password) });
    expect(oldLogin.code).toBe(ErrorCode.LOGIN_FAILED);
    const newLogin = await server.api.post('/api/user/login', { email: user.email, password: next });
    expect(newLogin.code).toBe(0);
  });
});

describe('POST /api/user/resetPayPassword', () => {
  it('checks the old PIN and the confirmation, then changes it and keeps sessions', async () => {
    const user = await server.registerUser({ pin: '246810' });
    const other = await server.api.post<{ Token: string }>('/api/user/login', { email: user.email, password: passwordDigest(user.password) });
    const next = pinDigest('135790');

    const wrongOld = await server.api.post('/api/user/resetPayPassword', { old_password: pinDigest('000000'), password: next, confirm_password: next }, { token: user.token });
    expect(wrongOld).toMatchObject({ code: ErrorCode.OLD_PAY_PASSWORD_WRONG, msg: 'The old security password is incorrect' });

    const mismatch = await server.api.post(
      '/api/user/resetPayPassword',
      { old_password: pinDigest('246810'), password: next, confirm_password: pinDigest('999999') },
      { token: user.token },
    );
    expect(mismatch).toMatchObject({ code: ErrorCode.INVALID_INPUT, msg: 'The two security passwords do not match' });

    const changed = await server.api.post('/api/user/resetPayPassword', { old_password: pinDigest('246810'), password: next, confirm_password: next }, { token: user.token });
    expect(changed).toMatchObject({ code: 0, msg: 'Security password changed successfully' });

    // The old PIN no longer works as "old"; the new one does.
    const again = await server.api.post('/api/user/resetPayPassword', { old_password: pinDigest('246810'), password: next, confirm_password: next }, { token: user.token });
    expect(again.code).toBe(ErrorCode.OLD_PAY_PASSWORD_WRONG);
    const withNew = await server.api.post('/api/user/resetPayPassword', { old_password: next, password: next, confirm_password: next }, { token: user.token });
    expect(withNew.code).toBe(0);
    expect((await server.api.get('/api/user/info', {}, { token: other.data.Token })).code).toBe(0);
  });
});
