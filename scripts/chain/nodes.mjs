// Starts one JSON-RPC node per chain in a child process: Anvil (scripts/chain/anvil-worker.cjs), or
// Hardhat (scripts/chain/node-worker.cjs) with CHAIN_NODE=hardhat. Anvil starts in half a second, holds
// a fifth of the memory and keeps its state in a file across restarts (docs/perf-log.md).
import { execFile, fork } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const WORKERS = { anvil: path.join(HERE, 'anvil-worker.cjs'), hardhat: path.join(HERE, 'node-worker.cjs') };

function nodeKind() {
  const kind = process.env.CHAIN_NODE || 'anvil';
  if (!(kind in WORKERS)) throw new Error(`CHAIN_NODE must be anvil or hardhat, got ${kind}`);
  return kind;
}
const READY_TIMEOUT_MS = 30_000;
/**
 * Data memory a chain node may map (CHAIN_MEMORY_MB, MB; RLIMIT_DATA). It counts the heap address space
 * the allocator reserves, not only what is resident: an idle node maps about 1.2 GB of data for 100 MB
 * resident, and about 2.2 GB for 1 GB resident under a flood of capped calls. Without the /rpc gas cap
 * one eth_call grew a node to 6.4 GB resident and a batch of them got it OOM-killed, taking other
 * processes' memory with it. With the limit a runaway node fails alone ("memory allocation ... failed",
 * reported on stderr) instead of starving the machine.
 */
export const DEFAULT_CHAIN_MEMORY_MB = 3072;
/** V8's own heap stays small: the chain state and traces live in EDR's native memory. */
const JS_HEAP_MB = 256;

function memoryLimitMb() {
  const raw = process.env.CHAIN_MEMORY_MB;
  if (raw === undefined || raw === '') return DEFAULT_CHAIN_MEMORY_MB;
  const mb = Number(raw);
  if (!Number.isInteger(mb) || mb < 1536) throw new Error(`CHAIN_MEMORY_MB must be a whole number of MB, at least 1536; got ${raw}`);
  return mb;
}

/**
 * Caps the node's data memory (RLIMIT_DATA: heap and private mappings, where EDR's traces live) with
 * util-linux prlimit. --max-old-space-size alone would bound only V8's heap. Where prlimit is missing
 * (macOS), the node runs without the cap and this says so once.
 */
async function limitMemory(pid, mb, log) {
  try {
    await promisify(execFile)('prlimit', [`--pid=${pid}`, `--data=${mb * 1024 * 1024}`]);
  } catch (error) {
    const line = `chain node ${pid} runs without a memory limit: prlimit failed (${error.code ?? error.message})`;
    if (log) log(line);
    else console.warn(line);
  }
}

async function rpcChainId(url) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  const body = await response.json();
  return Number.parseInt(body.result, 16);
}

/** Polls eth_chainId until the node answers with `chainId` (or the deadline passes). */
export async function waitForRpc(url, chainId, timeoutMs = READY_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const answered = await rpcChainId(url);
      if (answered === chainId) return;
      lastError = new Error(`${url} answered chain id ${answered}, expected ${chainId}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Chain ${chainId} at ${url} not ready after ${timeoutMs} ms: ${lastError?.message ?? 'no answer'}`);
}

/**
 * @param {{ chainId: 56 | 137, port: number, host?: string, log?: (line: string) => void, stateFile?: string, blockTime?: number }} options
 *   port 0 picks a free port; stateFile (Anvil only) is where the chain's state is loaded from and kept;
 *   blockTime (Anvil only) adds a block every that many seconds to the one mined per transaction.
 * @returns {Promise<{ chainId: number, url: string, port: number, pid: number, stop: () => Promise<void> }>}
 */
export async function startNode({ chainId, port, host = '127.0.0.1', log, stateFile, blockTime }) {
  const memoryMb = memoryLimitMb();
  const kind = nodeKind();
  const child = fork(WORKERS[kind], [], {
    // --expose-gc: the worker frees each call's trace right away (releaseTracesAfterCalls).
    execArgv: ['--expose-gc', `--max-old-space-size=${JS_HEAP_MB}`],
    env: {
      ...process.env,
      KINBO_CHAIN_ID: String(chainId),
      KINBO_CHAIN_PORT: String(port),
      KINBO_CHAIN_HOST: host,
      KINBO_CHAIN_STATE: stateFile ?? '',
      KINBO_CHAIN_BLOCK_TIME: blockTime ? String(blockTime) : '',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let limiting = kind === 'hardhat' ? limitMemory(child.pid, memoryMb, log) : Promise.resolve();
  const prefix = `[chain ${chainId}] `;
  let output = '';
  const collect = (chunk) => {
    const text = chunk.toString();
    output = (output + text).slice(-4000);
    if (log) for (const line of text.split('\n').filter(Boolean)) log(prefix + line);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  let exited = child.exitCode !== null;
  /** The process that runs the chain (Anvil's own, under its worker), whose memory tests read. */
  let nodePid = child.pid;
  let ready = false;
  let stopping = false;
  const exitPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      // A node that dies while serving (e.g. at its memory limit) must not go unnoticed.
      if (ready && !stopping) console.error(`Chain ${chainId} stopped unexpectedly (${signal ?? `exit code ${code}`})\n${output.slice(-1000)}`);
      resolve();
    });
  });

  async function stop() {
    stopping = true;
    if (exited) return;
    child.kill('SIGTERM');
    // Anvil writes its state file on SIGTERM; the worker waits for it, so neither is killed early.
    const killTimer = setTimeout(() => {
      if (nodePid !== child.pid) {
        try {
          process.kill(nodePid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      child.kill('SIGKILL');
    }, 10_000);
    await exitPromise;
    clearTimeout(killTimer);
  }

  try {
    const actualPort = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Chain ${chainId} did not start within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      child.on('message', (message) => {
        if (message?.type === 'ready') {
          clearTimeout(timer);
          if (message.pid) {
            nodePid = message.pid;
            limiting = limitMemory(message.pid, memoryMb, log);
          }
          resolve(message.port);
        } else if (message?.type === 'error') {
          clearTimeout(timer);
          reject(new Error(`Chain ${chainId} on ${host}:${port} failed to start: ${message.message}`));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chain ${chainId} exited with code ${code} before it was ready\n${output}`));
      });
    });
    const url = `http://${host}:${actualPort}`;
    await limiting;
    await waitForRpc(url, chainId);
    ready = true;
    return { chainId, url, port: actualPort, pid: nodePid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
