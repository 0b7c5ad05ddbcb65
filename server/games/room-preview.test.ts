import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoomPreview } from '../../shared/contract/shapes';
import { ErrorCode } from '../platform/errors';
import { LIMITS } from '../platform/rate-limit';
import { makePlayers, openDealRoom, pinMd5 } from '../test/games';
import { startTestServer, TEST_CLIENT_HEADER, type TestServer } from '../test/harness';

/** room/preview as a stranger would try it: no session, odd ids, a flood from one address. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMITS: 'true' } });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

let clientCounter = 0;
/** A fresh client address (198.18.0.0/15 is a benchmark network, never loopback). */
const newClient = () => ({ [TEST_CLIENT_HEADER]: `198.18.${Math.floor(clientCounter / 250)}.${(clientCounter++ % 250) + 1}` });
const preview = (id: string, headers: Record<string, string> = newClient()) => server.api.get<RoomPreview>('/api/room/preview', { id }, { headers });

describe('room/preview', () => {
  it('shows the room without a session, with avatars and no e-mail, nickname or user id', async () => {
    const players = await makePlayers(server, 2, { usdt: '500', ticket: '2' });
    const room = await openDealRoom(server, { price: '300', maxCount: 5 });
    for (const p of players) expect((await server.api.post('/api/room/addRoom', { id: room.id, password: pinMd5 }, { token: p.token })).code).toBe(0);

    const answer = await preview(String(room.id));
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ id: room.id, name: 'Test deal', price: '300', state: 0, member_count: 2, max_count: 5, open_time: null });
    expect(Object.keys(answer.data).sort()).toEqual(['chat_members', 'end_time', 'id', 'image', 'max_count', 'member_count', 'name', 'open_time', 'price', 'start_time', 'state']);
    expect(answer.data.chat_members).toHaveLength(2);
    for (const member of answer.data.chat_members) expect(Object.keys(member)).toEqual(['avatar']);
    const text = JSON.stringify(answer);
    for (const p of players) {
      expect(text).not.toContain(p.email.split('@')[1]);
      expect(text).not.toContain(p.nickname);
    }
    expect(text).not.toMatch(/@|\*\*\*|"user_id"|"seed"|"commitment"/);
  });

  it.each([['0'], ['-1'], ['abc'], ['1.5'], ['99999999999999999999'], ['']])('answers 10001 with a message to id=%j, never a 500', async (id) => {
    const answer = await preview(id);
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(ErrorCode.INVALID_INPUT);
    expect(answer.msg).toMatch(/\w/);
  });

  it('answers the room-not-found code for a room that does not exist', async () => {
    const answer = await preview('987654');
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(ErrorCode.GAME_NOT_FOUND);
    expect(answer.msg).toMatch(/\w/);
  });

  it(`answers 10429 to one address beyond ${LIMITS.preview.limit} a minute, while another address still reads the room`, async () => {
    const room = await openDealRoom(server);
    const flooder = newClient();
    for (let i = 0; i < LIMITS.preview.limit; i += 1) expect((await preview(String(room.id), flooder)).code).toBe(0);
    const refused = await preview(String(room.id), flooder);
    expect(refused.code).toBe(ErrorCode.RATE_LIMITED);
    expect(refused.msg).toMatch(/\d/); // says how long to wait
    expect((await preview(String(room.id))).code).toBe(0);
    server.clock.advance(LIMITS.preview.windowMs);
    expect((await preview(String(room.id), flooder)).code).toBe(0);
  });

  it('a crowd opening one link costs one database read, not one per visitor', async () => {
    const room = await openDealRoom(server);
    const read = vi.spyOn(server.services.flashDeal, 'publicInfo');
    await preview(String(room.id)); // starts following the change notices
    await vi.waitFor(() => expect(server.services.publicState.stats().following).toBe(true));
    read.mockClear();
    const answers = await Promise.all(Array.from({ length: 40 }, () => preview(String(room.id))));
    expect(answers.every((a) => a.code === 0 && a.data.id === room.id)).toBe(true);
    expect(read.mock.calls.length).toBeLessThanOrEqual(1);
    read.mockRestore();
  });
});
