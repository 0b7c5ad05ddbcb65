// The simulated players of `npm run soak`: what one player does, through the public API and the chain,
// as the app does it. Refusals (a balance too low, a full room) are part of play; only the stack's
// failures count against it, and the books are checked at the end, not here.
import { BaseError, ContractFunctionRevertedError } from 'viem';
import { md5Hex } from '../../server/platform/password';
import type { SoakChains, ChainKey } from './soak-chain';
import { PLAYER_WALLETS } from './soak-chain';
import type { SoakClient } from './soak-client';

export type Player = { n: number; email: string; token: string; wallet: number };

const PASSWORD = md5Hex('Secret123').toUpperCase();
const PIN = md5Hex('654321');
const INVITE = 'KINBO1';
/** How long a deposit may take from its transaction to its credit (confirmations included). */
const CREDIT_WAIT_MS = 90_000;

/** The contract's error name or reason when viem has one, else the first line of the message. */
function revertReason(error: unknown): string {
  const reverted = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
  if (reverted instanceof ContractFunctionRevertedError) return `reverted: ${reverted.data?.errorName ?? reverted.reason ?? reverted.shortMessage}`;
  return error instanceof Error ? error.message.split('\n').slice(0, 3).join(' / ') : String(error);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pickOne = <T>(list: readonly T[]): T | undefined => list[Math.floor(Math.random() * list.length)];

/** The mix: each action's weight (of 100) in a player's loop after the first deposit. */
export const ACTION_MIX = {
  joinDealRoom: 22,
  bid: 18,
  buyTicket: 12,
  giveTicket: 6,
  listVoucher: 8,
  buyVoucher: 8,
  exchangeVp: 6,
  deposit: 8,
  withdraw: 7,
  browse: 5,
} as const;
export type Action = keyof typeof ACTION_MIX;

export function pickAction(): Action {
  let roll = Math.random() * 100;
  for (const [action, weight] of Object.entries(ACTION_MIX) as Array<[Action, number]>) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return 'browse';
}

export type DepositRecord = { player: number; chain: ChainKey; type: 0 | 1; amount: string; hash?: string; orderId?: number; credited: boolean; problem?: string };

export function createPlayers(client: SoakClient, chains: SoakChains, runId: string) {
  const players: Player[] = [];
  const deposits: DepositRecord[] = [];
  const counts: Record<string, number> = {};
  const bump = (name: string) => (counts[name] = (counts[name] ?? 0) + 1);

  /** sendEmail, the code from the dev mailbox, register, login; again with a new address if an answer was lost. */
  async function register(n: number): Promise<Player | null> {
    for (let attempt = 1; attempt <= 3; attempt++) {
      if (attempt > 1) await sleep(3000); // past a restart of the database or of a process
      const email = `soak${n}-${attempt}-${runId}@soak.test`;
      const sent = await client.post('/api/user/sendEmail', { email, type: 1 });
      if (sent?.code !== 0) continue;
      const mailbox = await client.get<{ code: string }>('/api/dev/mailbox', { email });
      if (mailbox?.code !== 0) continue;
      const nickname = `Soak${n}y${attempt}x${runId}`;
      const registered = await client.post('/api/user/register', { email, nickname, invite: INVITE, password: PASSWORD, code: mailbox.data.code, pay_password: PIN });
      if (registered?.code !== 0) continue;
      const login = await client.post<{ Token: string }>('/api/user/login', { email, password: PASSWORD });
      if (login?.code !== 0) continue;
      const player = { n, email, token: login.data.Token, wallet: n % PLAYER_WALLETS };
      players.push(player);
      return player;
    }
    return null;
  }

  /** deposit request → approve + deposit on-chain → depositConfirm → depositInfo until credited (bounded). */
  async function deposit(p: Player, chain: ChainKey, type: 0 | 1, amount: string): Promise<void> {
    const record: DepositRecord = { player: p.n, chain, type, amount, credited: false };
    const paid = await chains.withWallet(p.wallet, chain, async () => {
      const signing = await client.post<{ id: number; coin_token: string; bsc_amount: string; type: number; sign_out_time: number; v: number; r: string; s: string }>(
        '/api/wallet/deposit',
        { chain: Number(chain), type, number: amount, address: chains.addressOf(p.wallet) },
        p.token,
      );
      if (signing?.code !== 0) return false;
      deposits.push(record);
      record.orderId = signing.data.id;
      try {
        record.hash = await chains.deposit(p.wallet, chain, signing.data);
        return true;
      } catch (error) {
        record.problem = `on-chain: ${revertReason(error)}`;
        return false;
      }
    });
    if (!paid) return;
    await client.post('/api/wallet/depositConfirm', { chain: Number(chain), hash: record.hash }, p.token);
    const deadline = Date.now() + CREDIT_WAIT_MS;
    while (Date.now() < deadline) {
      const info = await client.get<{ status: string }>('/api/wallet/depositInfo', { id: record.orderId }, p.token);
      if (info?.code === 0 && info.data.status === 'completed') {
        record.credited = true;
        bump('deposit credited');
        return;
      }
      await sleep(1000);
    }
    record.problem = `not credited within ${CREDIT_WAIT_MS / 1000} s`;
  }

  /**
   * The first session of a player: USDT on a random chain (60 % BSC), KinBo on BSC for half of them,
   * and a quarter try a first withdrawal at once (a payout early in every run, however short).
   */
  async function firstSession(p: Player) {
    await deposit(p, Math.random() < 0.6 ? '56' : '137', 0, String(300 + Math.floor(Math.random() * 700)));
    if (p.n % 2 === 0) await deposit(p, '56', 1, String(500 + Math.floor(Math.random() * 1500)));
    if (p.n % 4 === 0) await actions.withdraw(p);
  }

  let ticketPackages: Array<{ id: number }> | null = null;

  const actions: Record<Action, (p: Player) => Promise<unknown>> = {
    async joinDealRoom(p) {
      const page = await client.get<{ list: Array<{ id: number; state: number; member_count: number; max_count: number; is_room: boolean | number }> }>(
        '/api/room/chatList',
        { page: 1 },
        p.token,
      );
      const open = page?.data?.list?.filter((r) => r.state === 0 && r.member_count < r.max_count && !r.is_room) ?? [];
      // As people do: the room closest to its draw first.
      const fullest = Math.max(...open.map((r) => r.member_count));
      const room = pickOne(open.filter((r) => r.member_count === fullest));
      if (!room) return;
      if (!(await hasTicket(p))) await actions.buyTicket(p);
      const joined = await client.post('/api/room/addRoom', { id: room.id, password: PIN }, p.token);
      if (joined?.code === 0) bump('room joined');
    },
    async bid(p) {
      const page = await client.get<{ list: Array<{ id: number; state: number; is_room: boolean | number; member_count: number; max_count: number }> }>(
        '/api/bid/list',
        { page: 1 },
        p.token,
      );
      const auction = pickOne(page?.data?.list?.filter((a) => a.state === 0) ?? []);
      if (!auction) return;
      if (!auction.is_room) {
        if (auction.member_count >= auction.max_count) return;
        if (!(await hasTicket(p))) await actions.buyTicket(p);
        if ((await client.post('/api/bid/addBidRoom', { id: auction.id }, p.token))?.code !== 0) return;
      }
      const bid = await client.post('/api/bid/bidding', { id: auction.id, password: PIN }, p.token);
      if (bid?.code === 0) bump('bid placed');
    },
    async buyTicket(p) {
      ticketPackages ??= (await client.get<Array<{ id: number }>>('/api/ticket/list', {}, p.token))?.data ?? null;
      const pack = ticketPackages?.[0];
      if (!pack) return;
      if ((await client.post('/api/ticket/buy', { id: pack.id, password: PIN }, p.token))?.code === 0) bump('tickets bought');
    },
    async giveTicket(p) {
      const to = pickOne(players.filter((q) => q !== p));
      if (!to) return;
      if ((await client.post('/api/ticket/give', { email: to.email, number: 1, password: PIN }, p.token))?.code === 0) bump('tickets given');
    },
    async listVoucher(p) {
      const mine = await client.get<{ list: Array<{ id: number; state: number }> }>('/api/voucher/list', { page: 1 }, p.token);
      const unlisted = pickOne(mine?.data?.list?.filter((v) => v.state === 0) ?? []);
      if (!unlisted) return;
      if ((await client.post('/api/voucher/operation', { id: unlisted.id, type: 1, password: PIN }, p.token))?.code === 0) bump('vouchers listed');
    },
    async buyVoucher(p) {
      const market = await client.get<{ list: Array<{ id: number; user_id: number }> }>('/api/voucher/buyList', { page: 1 }, p.token);
      const offer = pickOne(market?.data?.list ?? []);
      if (!offer) return;
      if ((await client.post('/api/voucher/buy', { id: offer.id, type: 0, password: PIN }, p.token))?.code === 0) bump('vouchers bought');
    },
    async exchangeVp(p) {
      if ((await client.post('/api/vp/exchange', { type: 0, password: PIN }, p.token))?.code === 0) bump('VP exchanged');
    },
    async deposit(p) {
      await deposit(p, Math.random() < 0.5 ? '56' : '137', 0, String(100 + Math.floor(Math.random() * 200)));
    },
    async withdraw(p) {
      const usdt = Math.random() < 0.7;
      const chain = usdt && Math.random() < 0.5 ? 137 : 56;
      const amount = usdt ? String(20 + Math.floor(Math.random() * 30)) : String(100 + Math.floor(Math.random() * 200));
      const body = { chain, type: usdt ? 0 : 1, number: amount, address: chains.addressOf(p.wallet), password: PIN };
      if ((await client.post('/api/wallet/withdraw', body, p.token))?.code === 0) bump('withdrawals requested');
    },
    async browse(p) {
      await client.get('/api/user/info', {}, p.token);
      await client.get('/api/report/list', { type: 'usdt', page: 1 }, p.token);
    },
  };

  async function hasTicket(p: Player) {
    const info = await client.get<{ ticket: number }>('/api/user/info', {}, p.token);
    return (info?.data?.ticket ?? 0) > 0;
  }

  return { players, deposits, counts, register, firstSession, act: (p: Player, action: Action) => actions[action](p) };
}

export type SoakPlayers = ReturnType<typeof createPlayers>;
