// Starts one Hardhat JSON-RPC node per chain in a child process (scripts/chain/node-worker.cjs).
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'node-worker.cjs');
const READY_TIMEOUT_MS = 30_000;

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
 * @param {{ chainId: 56 | 137, port: number, host?: string, log?: (line: string) => void }} options
 *   port 0 picks a free port.
 * @returns {Promise<{ chainId: number, url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startNode({ chainId, port, host = '127.0.0.1', log }) {
  const child = fork(WORKER, [], {
    env: {
      ...process.env,
      KINBO_CHAIN_ID: String(chainId),
      KINBO_CHAIN_PORT: String(port),
      KINBO_CHAIN_HOST: host,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
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
  const exitPromise = new Promise((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });

  async function stop() {
    if (exited) return;
    child.kill('SIGTERM');
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exitPromise;
    clearTimeout(killTimer);
  }

  try {
    const actualPort = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Chain ${chainId} did not start within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      child.on('message', (message) => {
        if (message?.type === 'ready') {
          clearTimeout(timer);
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
    await waitForRpc(url, chainId);
    return { chainId, url, port: actualPort, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
