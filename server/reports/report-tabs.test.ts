import { beforeAll, describe, expect, it } from 'vitest';
import { dealDisbandPostings, dealJoinPostings, dealSettlementPostings } from '../games/game-rules';
import { createLedgerService, type LedgerPosting } from '../platform/ledger';
import { useTestServer } from '../test/harness';
import { insertVoucher } from '../vouchers/vouchers';
import { inTab } from './report-tabs';

/** Each Flash Deal ledger move, and the tabs whose list shows it (held sides are listed nowhere). */
const room = 41;
const price = '100';
const join = (userId: number) => dealJoinPostings({ userId, roomId: room, price });
const settle = (winner: number, loser: number) =>
  dealSettlementPostings({
    roomId: room,
    price,
    winnerUserId: winner,
    members: [
      { userId: winner, nickname: 'w', referrerId: null },
      { userId: loser, nickname: 'l', referrerId: 99 },
    ],
    notWinningRate: '3',
    teamRate: '1',
  });

const TABS = ['usdt', 'voucher', 'ticket', 'vp', 'room', 'kinbo', 'chat_not_winning_usdt', 'chat_team_usdt'] as const;
const tabsOf = (p: LedgerPosting) => TABS.filter((tab) => inTab(tab, { type: p.type, asset: p.asset, chatId: p.chatId ?? null }));
const byTitle = (postings: LedgerPosting[], key: string, userId?: number) => postings.find((p) => p.title.key === key && (userId === undefined || p.userId === userId))!;

describe('inTab: every Flash Deal move in the tab of its asset', () => {
  it('join: the ticket under Ticket, the price held under USDT, the hold nowhere', () => {
    const postings = join(1);
    expect(tabsOf(byTitle(postings, 'ticket_game'))).toEqual(['ticket']);
    expect(tabsOf(byTitle(postings, 'room_price_held'))).toEqual(['usdt']);
    expect(tabsOf(byTitle(postings, 'room_hold'))).toEqual([]);
  });

  it('lost: the price returned and the 3% reward under USDT too; the team reward under USDT and its category', () => {
    const postings = settle(1, 2);
    expect(tabsOf(byTitle(postings, 'room_not_won'))).toEqual(['usdt', 'room']);
    expect(tabsOf(byTitle(postings, 'not_winning_reward'))).toEqual(['usdt', 'chat_not_winning_usdt']);
    expect(tabsOf(byTitle(postings, 'team_reward'))).toEqual(['usdt', 'chat_team_usdt']);
    expect(tabsOf(byTitle(postings, 'room_hold_released'))).toEqual([]);
  });

  it('won: the voucher prize under NFT and Flash Deal', () => {
    const postings = settle(1, 2);
    expect(tabsOf(byTitle(postings, 'room_win'))).toEqual(['voucher', 'room']);
    expect(tabsOf(byTitle(postings, 'room_hold_paid'))).toEqual([]);
  });

  it('disbanded: the ticket and the price come back under their assets', () => {
    const postings = dealDisbandPostings({ roomId: room, price, memberIds: [1] });
    expect(tabsOf(byTitle(postings, 'ticket_refund'))).toEqual(['ticket']);
    expect(tabsOf(byTitle(postings, 'room_refund'))).toEqual(['usdt']);
  });

  it('records of other kinds stay in their own tab', () => {
    expect(TABS.filter((tab) => inTab(tab, { type: 'usdt', asset: 'usdt', chatId: null }))).toEqual(['usdt']);
    expect(TABS.filter((tab) => inTab(tab, { type: 'kinbo', asset: 'kinbo', chatId: null }))).toEqual(['kinbo']);
    expect(TABS.filter((tab) => inTab(tab, { type: 'release', asset: 'kinbo', chatId: null }))).toEqual([]);
    expect(TABS.filter((tab) => inTab(tab, { type: 'pool', asset: 'release_pool', chatId: null }))).toEqual([]);
    expect(TABS.filter((tab) => inTab(tab, { type: 'voucher', asset: 'brp', chatId: null }))).toEqual(['voucher']);
  });
});

const server = useTestServer({ checkLedger: true });

describe('GET /api/report/list: a lost Flash Deal adds up in the USDT tab', () => {
  let loser: { token: string; id: number };
  let winner: { token: string; id: number };
  beforeAll(async () => {
    const ledger = createLedgerService(server.ctx);
    loser = await server.registerUser();
    winner = await server.registerUser();
    for (const user of [loser, winner]) {
      await ledger.post([{ userId: user.id, asset: 'usdt', direction: 'credit', amount: '140', type: 'usdt', title: { key: 'usdt_deposit' } }]);
      await ledger.post([{ userId: user.id, asset: 'ticket', direction: 'credit', amount: '1', type: 'ticket', title: { key: 'ticket_buy' } }]);
      await ledger.post(join(user.id));
    }
    const team = settle(winner.id, loser.id).filter((p) => p.title.key !== 'team_reward');
    await ledger.post(team);
    // The prize behind the winner's room_win record, as the draw creates it.
    await insertVoucher(server.database.db, { userId: winner.id, price }, server.clock.now());
  }, 60_000);

  type Row = { title: string; amount: string; pm: number; type: string };
  const list = (token: string, type: string) => server.api.get<{ list: Row[]; total: number }>('/api/report/list', { type }, { token });

  it('USDT: deposit, price held, price returned and the 3% reward sum to the balance', async () => {
    const { data } = await list(loser.token, 'usdt');
    expect(data.list.map((r) => `${r.pm ? '+' : '-'}${r.amount}`).sort()).toEqual(['+100', '+140', '+3', '-100']);
  });

  it('Flash Deal: the room result only (its row opens the room)', async () => {
    const { data } = await list(loser.token, 'room');
    expect(data.list.map((r) => r.type)).toEqual(['room']);
  });

  it('NFT: the winner sees the voucher the draw paid', async () => {
    const { data } = await list(winner.token, 'voucher');
    expect(data.list).toHaveLength(1);
    expect(data.list[0]).toMatchObject({ type: 'room', amount: '1', pm: 1 });
  });
});
