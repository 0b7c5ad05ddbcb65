// Measures the two candidate local nodes side by side: Hardhat (scripts/chain/nodes.mjs) and Anvil
// (@foundry-rs/anvil's binary). For each: start time until eth_chainId answers, resident memory idle
// and after the calls, and the wall time of one looping eth_call (26 gas an iteration). A node that dies
// during the calls (Hardhat at its memory limit) is reported with the number of calls it answered.
//
//   node scripts/chain/compare-nodes.mjs [calls=20] [iterations=100000]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { startNode, waitForRpc } from './nodes.mjs';

const CALLS = Number(process.argv[2] ?? 20);
const PORT = 18645;
const ITERATIONS = Number(process.argv[3] ?? 100_000);
// PUSH3 iterations; JUMPDEST; PUSH1 1; SWAP1; SUB; DUP1; PUSH1 4; JUMPI; STOP
const LOOP = `0x62${ITERATIONS.toString(16).padStart(6, '0')}5b600190038060045700`;

const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

async function rpc(url, method, params = []) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = await response.json();
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

async function measure(name, start) {
  const began = performance.now();
  const node = await start();
  const startMs = Math.round(performance.now() - began);
  const idle = rssMb(node.pid);
  const times = [];
  for (let i = 0; i < CALLS; i += 1) {
    const t = performance.now();
    try {
      await rpc(node.url, 'eth_call', [{ data: LOOP, gas: '0x1c9c380' }, 'latest']);
    } catch (error) {
      await node.stop();
      return { node: name, start_ms: startMs, rss_idle_mb: idle, died_after_calls: i, error: String(error.cause ?? error).slice(0, 40) };
    }
    times.push(performance.now() - t);
  }
  const after = rssMb(node.pid);
  await node.stop();
  times.sort((a, b) => a - b);
  return { node: name, start_ms: startMs, rss_idle_mb: idle, rss_after_mb: after, call_p50_ms: Math.round(times[Math.floor(times.length / 2)]), call_max_ms: Math.round(times.at(-1)) };
}

async function startAnvil() {
  const bin = createRequire(import.meta.url).resolve('@foundry-rs/anvil-linux-amd64/bin/anvil');
  const child = spawn(bin, ['--port', String(PORT), '--chain-id', '56', '--hardfork', 'prague', '--silent'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${PORT}`;
  await waitForRpc(url, 56);
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

const rows = [];
for (const [name, start] of [
  ['hardhat', () => startNode({ chainId: 56, port: 0, log: () => {} })],
  ['anvil', startAnvil],
]) {
  rows.push(await measure(name, start).catch((error) => ({ node: name, error: String(error.cause ?? error) })));
}
console.table(rows);
