// The end of `npm run soak`: the books of the platform against the chains, in the smallest unit.
// Every figure comes from the database and from the chains' logs, never from what the players think
// they did; each failed check is one line of `problems`.
import pg from 'pg';
import { createPublicClient, http, type Hex } from 'viem';
import { kinboDepositAbi, tokenAbi } from '../../shared/chain/abi';
import { localRoleAccount } from '../../shared/chain/localAccounts';
import type { ChainDeployment, Deployment } from '../chain.d.mts';

export type TokenBooks = {
  token: string;
  onChainDeposits: bigint;
  creditedDeposits: bigint;
  onChainPaidOut: bigint;
  sentPayouts: bigint;
  payoutTransfers: number;
  sentWithdrawals: number;
};

export type AssetBooks = { asset: string; deposited: string; otherNet: string; balances: string; paidOut: string; inFlight: string; fees: string; difference: string };

const GRACE_SECONDS = 60;

async function rows<T>(client: pg.Client, text: string, values: unknown[] = []): Promise<T[]> {
  return (await client.query(text, values)).rows as T[];
}

/** Per chain and token: deposits (Deposit events vs credited orders) and payouts (hot wallet Transfers vs sent withdrawals, one each). */
async function tokenBooks(db: pg.Client, record: ChainDeployment, problems: string[]): Promise<TokenBooks[]> {
  const client = createPublicClient({ transport: http(record.rpc, { retryCount: 0 }) });
  const hot = localRoleAccount('treasury').address as Hex;
  const depositEvents = await client.getContractEvents({ address: record.deposit, abi: kinboDepositAbi, eventName: 'Deposit', fromBlock: 0n });
  const out: TokenBooks[] = [];
  for (const [key, token] of Object.entries(record.tokens)) {
    if (!token) continue;
    const address = token.address.toLowerCase();
    const name = `${token.symbol} on ${record.chainId}`;
    const onChainDeposits = depositEvents.filter((e) => String(e.args.token).toLowerCase() === address).reduce((sum, e) => sum + BigInt(e.args.amount ?? 0n), 0n);
    const [credited] = await rows<{ units: string | null; n: string }>(
      db,
      `select coalesce(sum(amount_units), 0)::text as units, count(*)::text as n from deposit_orders where status = 'completed' and chain_id = $1 and lower(token) = $2`,
      [record.chainId, address],
    );
    const transfers = await client.getContractEvents({ address: token.address, abi: tokenAbi, eventName: 'Transfer', args: { from: hot }, fromBlock: 0n });
    const sent = await rows<{ id: number; tx_hash: string; address: string; receive_units: string }>(
      db,
      `select id, tx_hash, address, receive_units::text from withdrawals where status = 'sent' and chain_id = $1 and lower(token) = $2`,
      [record.chainId, address],
    );
    const byHash = new Map<string, typeof transfers>();
    for (const t of transfers) byHash.set(t.transactionHash.toLowerCase(), [...(byHash.get(t.transactionHash.toLowerCase()) ?? []), t]);
    const claimed = new Set<string>();
    for (const w of sent) {
      const hash = (w.tx_hash ?? '').toLowerCase();
      const paid = byHash.get(hash) ?? [];
      if (paid.length !== 1) problems.push(`${name}: withdrawal ${w.id} is sent, its transaction ${hash || '(none)'} holds ${paid.length} payout transfers`);
      else if (paid[0]!.args.to?.toLowerCase() !== w.address.toLowerCase() || paid[0]!.args.value !== BigInt(w.receive_units)) {
        problems.push(`${name}: withdrawal ${w.id} paid ${paid[0]!.args.value} to ${paid[0]!.args.to}, expected ${w.receive_units} to ${w.address}`);
      }
      if (claimed.has(hash)) problems.push(`${name}: transaction ${hash} is the payout of two withdrawals`);
      claimed.add(hash);
    }
    for (const t of transfers) {
      if (!claimed.has(t.transactionHash.toLowerCase())) problems.push(`${name}: hot wallet transfer ${t.transactionHash} of ${t.args.value} belongs to no sent withdrawal (paid twice?)`);
    }
    const row: TokenBooks = {
      token: `${key.toUpperCase()} ${record.chainId}`,
      onChainDeposits,
      creditedDeposits: BigInt(credited?.units ?? '0'),
      onChainPaidOut: transfers.reduce((sum, t) => sum + (t.args.value ?? 0n), 0n),
      sentPayouts: sent.reduce((sum, w) => sum + BigInt(w.receive_units), 0n),
      payoutTransfers: transfers.length,
      sentWithdrawals: sent.length,
    };
    if (row.onChainDeposits !== row.creditedDeposits) problems.push(`${name}: deposited on-chain ${row.onChainDeposits} units, credited ${row.creditedDeposits}`);
    if (row.onChainPaidOut !== row.sentPayouts) problems.push(`${name}: paid out on-chain ${row.onChainPaidOut} units, sent withdrawals ${row.sentPayouts}`);
    out.push(row);
  }
  return out;
}

/**
 * Per ledger asset (USDT, KinBo), in the ledger's decimals: deposited + everything else the ledger
 * moved (games, tickets, exchanges, transfers, seeds: `otherNet`) = user balances (held included) +
 * paid out + in flight + withdrawal fees. The withdrawal side is read from the withdrawals table, the
 * deposit side from the orders, the rest from the ledger: a credit or debit missing on either side shows.
 */
async function assetBooks(db: pg.Client, problems: string[]): Promise<AssetBooks[]> {
  const result = await rows<AssetBooks>(
    db,
    `with assets(asset, kind, held) as (values ('usdt', 0, 'usdt_hold'), ('kinbo', 1, 'kinbo_hold')),
     deposited as (select deposit_type as kind, sum(amount) as v from deposit_orders where status = 'completed' group by 1),
     other as (select asset, sum(case when pm = 1 then amount else -amount end) as v from ledger_entries
               where coalesce(ref_kind, '') not in ('deposit', 'withdrawal') group by 1),
     bal as (select sum(usdt + usdt_held) as usdt, sum(kinbo + kinbo_held) as kinbo from balances),
     w as (select withdraw_type as kind,
                  sum(case when status = 'sent' then receive_amount else 0 end) as paid,
                  sum(case when status in ('queued', 'sending') then receive_amount else 0 end) as flight,
                  sum(case when status <> 'failed' then amount - receive_amount else 0 end) as fee
           from withdrawals group by 1),
     kfee as (select sum(fee_kinbo) as v from withdrawals where status <> 'failed')
     select a.asset,
       coalesce(d.v, 0)::text as deposited, coalesce(o.v, 0)::text as "otherNet",
       (case when a.asset = 'usdt' then bal.usdt else bal.kinbo end)::text as balances,
       coalesce(w.paid, 0)::text as "paidOut", coalesce(w.flight, 0)::text as "inFlight",
       (coalesce(w.fee, 0) + case when a.asset = 'kinbo' then coalesce(kfee.v, 0) else 0 end)::text as fees,
       (coalesce(d.v, 0) + coalesce(o.v, 0) - (case when a.asset = 'usdt' then bal.usdt else bal.kinbo end)
         - coalesce(w.paid, 0) - coalesce(w.flight, 0) - coalesce(w.fee, 0)
         - case when a.asset = 'kinbo' then coalesce(kfee.v, 0) else 0 end)::text as difference
     from assets a cross join bal cross join kfee
       left join deposited d on d.kind = a.kind left join other o on o.asset = a.asset left join w on w.kind = a.kind
     order by a.asset desc`,
  );
  for (const r of result) if (Number(r.difference) !== 0) problems.push(`${r.asset}: the books are off by ${r.difference}`);
  return result;
}

/** Withdrawals not paid, rooms and auctions past their time, by the database's clock. */
async function stuck(db: pg.Client, problems: string[]) {
  const checks: Array<[string, string]> = [
    ['withdrawals queued or sending', `select count(*)::int as n from withdrawals where status in ('queued', 'sending')`],
    ['rooms waiting past their end', `select count(*)::int as n from rooms where state = 0 and end_time < now() - interval '${GRACE_SECONDS} seconds'`],
    ['rooms drawing past their draw', `select count(*)::int as n from rooms where state = 1 and open_at < now() - interval '${GRACE_SECONDS} seconds'`],
    ['auctions open past their end', `select count(*)::int as n from bid_rooms where state = 0 and end_time < now() - interval '${GRACE_SECONDS} seconds'`],
  ];
  const found: Record<string, number> = {};
  for (const [what, query] of checks) {
    const [row] = await rows<{ n: number }>(db, query);
    found[what] = row?.n ?? 0;
    if (found[what]) problems.push(`stuck: ${found[what]} ${what}`);
  }
  return found;
}

export async function checkBooks(databaseUrl: string, deployment: Deployment) {
  const problems: string[] = [];
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const tokens = [...(await tokenBooks(db, deployment['56'], problems)), ...(await tokenBooks(db, deployment['137'], problems))];
    const assets = await assetBooks(db, problems);
    const stuckCounts = await stuck(db, problems);
    const [totals] = await rows<Record<string, number>>(
      db,
      `select (select count(*) from users)::int as users, (select count(*) from deposit_orders where status = 'completed')::int as deposits,
        (select count(*) from withdrawals where status = 'sent')::int as payouts, (select count(*) from withdrawals where status = 'failed')::int as "failed payouts",
        (select count(*) from rooms)::int as rooms, (select count(*) from rooms where state = 2)::int as "rooms drawn",
        (select count(*) from bid_rooms)::int as auctions, (select count(*) from bids)::int as bids, (select count(*) from vouchers)::int as vouchers,
        (select count(*) from ledger_entries)::int as "ledger records"`,
    );
    return { tokens, assets, stuck: stuckCounts, totals: totals ?? {}, problems };
  } finally {
    await db.end();
  }
}
