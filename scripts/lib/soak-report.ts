// The report of `npm run soak`: totals, chaos events, the books per token, latency per endpoint and
// memory per process, as Markdown tables (docs/perf-log.md takes them as they are), and the verdict.
import type { checkBooks } from './soak-books';
import type { DepositRecord } from './soak-players';
import type { Crash } from './soak-stack';

export type ChaosEvent = { at: string; name: string; outcome: string; ok: boolean };
type Memory = Record<string, { pid: number; rss: number }>;

/** A process may grow this much between the warm sample and the end and still count as flat. */
const FLAT_FACTOR = 1.5;
const FLAT_SLACK_MIB = 64;
/** What a local chain may hold per transaction of the run (the block, the transaction, its receipt and logs). */
const CHAIN_KIB_PER_TRANSACTION = 256;

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');

function table(head: string[], rows: Array<Array<string | number>>) {
  console.log(`| ${head.join(' | ')} |`);
  console.log(`| ${head.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log('');
}

export function printReport(r: {
  players: number;
  minutes: number;
  mix: Record<string, number>;
  counts: Record<string, number>;
  deposits: DepositRecord[];
  opened: { rooms: number; auctions: number };
  events: ChaosEvent[];
  crashes: Crash[];
  lostCauses: Record<string, number>;
  books: Awaited<ReturnType<typeof checkBooks>>;
  integrity: Array<Record<string, unknown>>;
  latency: Array<{ endpoint: string; calls: number; p50: number; p95: number; p99: number; ok: number; refused: number; serverErrors: number; lost: number; topRefusal: string }>;
  memory: { start: Memory; warm: Memory; end: Memory };
  seconds: number;
}): boolean {
  const problems = [...r.books.problems];
  console.log(`\n## npm run soak: ${r.players} players, ${r.minutes} min of play (a simulated week), ${r.seconds.toFixed(0)} s in all\n`);
  console.log(
    `Mix (weights of 100): ${Object.entries(r.mix)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}\n`,
  );

  const paid = r.deposits.filter((d) => d.hash);
  const uncredited = paid.filter((d) => !d.credited);
  for (const d of uncredited) problems.push(`deposit order ${d.orderId} of player ${d.player} (${d.amount} on ${d.chain}, ${d.hash}): ${d.problem ?? 'not credited'}`);
  for (const d of r.deposits.filter((d) => !d.hash && d.problem)) problems.push(`deposit order ${d.orderId} of player ${d.player}: ${d.problem}`);
  table(
    ['totals', 'count'],
    [
      ...Object.entries(r.books.totals),
      ['deposits paid on-chain by players', paid.length],
      ['of which credited', paid.length - uncredited.length],
      ['Flash Deal rooms opened', r.opened.rooms],
      ['Flash Bid auctions opened', r.opened.auctions],
      ...Object.entries(r.counts).sort(([a], [b]) => a.localeCompare(b)),
    ],
  );

  table(
    ['chaos event', 'at (UTC)', 'outcome'],
    r.events.map((e) => [e.name, e.at, e.ok ? e.outcome : `FAILED: ${e.outcome}`]),
  );
  for (const e of r.events.filter((e) => !e.ok)) problems.push(`chaos event "${e.name}" failed: ${e.outcome}`);
  for (const c of r.crashes) problems.push(`API ${c.name} ended by itself at ${c.at} (${c.how}): ${c.tail.split('\n').filter(Boolean).slice(-3).join(' / ')}`);
  const lost = Object.entries(r.lostCauses);
  if (lost.length) console.log(`Answers lost (the process was killed under the call, or it timed out): ${lost.map(([k, v]) => `${k} ${v}`).join(', ')}\n`);

  table(
    ['token (smallest unit)', 'deposited on-chain', 'credited', 'paid out on-chain', 'sent withdrawals', 'payout transfers / sent withdrawals'],
    r.books.tokens.map((t) => [
      t.token,
      t.onChainDeposits.toString(),
      t.creditedDeposits.toString(),
      t.onChainPaidOut.toString(),
      t.sentPayouts.toString(),
      `${t.payoutTransfers} / ${t.sentWithdrawals}`,
    ]),
  );
  table(
    ['ledger asset', 'deposited', '+ games, tickets, exchanges (net)', '= balances (held incl.)', '+ paid out', '+ in flight', '+ fees', 'difference'],
    r.books.assets.map((a) => [a.asset, a.deposited, a.otherNet, a.balances, a.paidOut, a.inFlight, a.fees, a.difference]),
  );
  table(
    ['stuck', 'count'],
    Object.entries(r.books.stuck).map(([k, v]) => [k, v]),
  );
  for (const p of r.integrity) problems.push(`integrity: ${JSON.stringify(p)}`);
  console.log(`Integrity (every balance = its records, none negative, voucher counts = items): ${r.integrity.length} problems\n`);

  table(
    ['endpoint', 'answered', 'p50 ms', 'p95 ms', 'p99 ms', 'code 0', 'refused', '5xx', 'lost', 'most frequent refusal'],
    r.latency.map((l) => [l.endpoint, l.calls, ms(l.p50), ms(l.p95), ms(l.p99), l.ok, l.refused, l.serverErrors, l.lost, l.topRefusal]),
  );

  // A local chain keeps every block, transaction and receipt in memory (a real node keeps them on disk),
  // so it grows with the transactions of the run; what it holds per transaction must stay bounded.
  const transactionsOn = (chain: string) =>
    paid.filter((d) => d.chain === chain).length + r.books.tokens.filter((t) => t.token.endsWith(` ${chain}`)).reduce((sum, t) => sum + t.payoutTransfers, 0);
  const rows: Array<Array<string | number>> = [];
  for (const [name, end] of Object.entries(r.memory.end)) {
    const start = r.memory.start[name];
    const warm = r.memory.warm[name];
    const samePid = warm?.pid === end.pid;
    const chain = /^chain (\d+)$/.exec(name)?.[1];
    if (chain && samePid && start) {
      const transactions = transactionsOn(chain);
      const perTransaction = transactions > 0 ? ((end.rss - start.rss) * 1024) / transactions : 0;
      const bounded = perTransaction <= CHAIN_KIB_PER_TRANSACTION;
      if (!bounded) problems.push(`memory of ${name} grew ${perTransaction.toFixed(0)} KiB per transaction (bound ${CHAIN_KIB_PER_TRANSACTION})`);
      rows.push([
        name,
        start.rss.toFixed(0),
        warm.rss.toFixed(0),
        end.rss.toFixed(0),
        `${bounded ? 'its history' : 'GROWING'}: ${perTransaction.toFixed(0)} KiB per transaction (${transactions})`,
      ]);
      continue;
    }
    const flat = !samePid || end.rss <= warm.rss * FLAT_FACTOR + FLAT_SLACK_MIB;
    if (!flat) problems.push(`memory of ${name} grew from ${warm!.rss.toFixed(0)} MiB to ${end.rss.toFixed(0)} MiB`);
    rows.push([name, start ? start.rss.toFixed(0) : '-', warm ? warm.rss.toFixed(0) : '-', end.rss.toFixed(0), samePid ? (flat ? 'flat' : 'GROWING') : 'restarted during the run']);
  }
  table(['process', 'RSS at start MiB', 'after warm-up (10 %)', 'at end of play', 'verdict'], rows);

  if (problems.length) {
    console.log(`FAILED: ${problems.length} problem(s)`);
    for (const p of problems.slice(0, 50)) console.log(`  - ${p}`);
  } else console.log('PASSED: the books balance to the smallest unit, every payout is on-chain once, nothing is stuck, memory is flat (the chains: their history)');
  return problems.length === 0;
}
