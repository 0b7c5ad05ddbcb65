// The local chains: two Hardhat nodes (chain 56 as BNB Smart Chain, chain 137 as Polygon) with
// KinBo's contracts deployed at deterministic addresses and Multicall3 at its canonical address.
//
//   node scripts/chain.mjs            runs until Ctrl-C (ports: CHAIN_PORT_56=8545, CHAIN_PORT_137=8546)
//   import { startChains } from './scripts/chain.mjs'   for start/test orchestration
//
// Writes .chain/deployment.json: { "56": { usdt, kinbo, deposit, operator, ... }, "137": { ... } }.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileContracts } from '../contracts/compile.mjs';
import { deployLocalContracts, MINT_PER_ACCOUNT, localChain } from '../contracts/deploy.mjs';
import { startNode } from './chain/nodes.mjs';

export { DEFAULT_CHAIN_MEMORY_MB } from './chain/nodes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DEPLOYMENT_FILE = path.join(ROOT, '.chain', 'deployment.json');
export const CHAIN_IDS = /** @type {const} */ ([56, 137]);

/** The deployment of the chains kept in a state directory, beside their state files. */
const KEPT_DEPLOYMENT = 'chain-deployment.json';

function readKeptDeployment(stateDir) {
  const file = path.join(stateDir, KEPT_DEPLOYMENT);
  if (!existsSync(file)) return null;
  const allKept = CHAIN_IDS.every((chainId) => existsSync(path.join(stateDir, `chain-${chainId}.json`)));
  return allKept ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

async function hasCode(url, address) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getCode', params: [address, 'latest'] }),
  });
  const body = await response.json();
  return typeof body.result === 'string' && body.result.length > 2;
}

function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got ${raw}`);
  return port;
}

/**
 * Starts both chains, deploys, and writes the deployment file.
 * @param {{
 *   ports?: { 56?: number, 137?: number },   // default CHAIN_PORT_56 / CHAIN_PORT_137 or 8545 / 8546; 0 = any free port
 *   host?: string,                           // default 127.0.0.1
 *   deploymentFile?: string | false,         // default .chain/deployment.json; false writes nothing
 *   log?: (line: string) => void,            // receives node output (quiet by default)
 *   stateDir?: string,                       // keeps both chains there (chain-<id>.json) across restarts
 *   blockTime?: number,                      // seconds between interval blocks besides automine; 0/unset: automine only
 * }} [options]
 * @returns {Promise<{ rpc: Record<56 | 137, string>, pids: Record<56 | 137, number>, deployment: Record<'56' | '137', any>, stop: () => Promise<void> }>}
 */
export async function startChains(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const ports = {
    56: options.ports?.[56] ?? portFromEnv('CHAIN_PORT_56', 8545),
    137: options.ports?.[137] ?? portFromEnv('CHAIN_PORT_137', 8546),
  };
  const deploymentFile = options.deploymentFile === undefined ? DEFAULT_DEPLOYMENT_FILE : options.deploymentFile;

  // Compile while the nodes boot: the two costs overlap.
  const compiling = compileContracts();
  const stateDir = options.stateDir;
  if (stateDir) mkdirSync(stateDir, { recursive: true });
  const stateFile = (chainId) => (stateDir ? path.join(stateDir, `chain-${chainId}.json`) : undefined);
  const kept = stateDir ? readKeptDeployment(stateDir) : null;
  const starting = CHAIN_IDS.map((chainId) => startNode({ chainId, port: ports[chainId], host, log: options.log, stateFile: stateFile(chainId), blockTime: options.blockTime }));
  const started = await Promise.allSettled(starting);
  const nodes = started.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.stop()));
  };

  try {
    const failure = started.find((r) => r.status === 'rejected');
    if (failure) throw failure.reason;
    const contracts = await compiling;
    const records = await Promise.all(
      nodes.map(async (node) => {
        const record = kept?.[String(node.chainId)];
        // A chain restarted from its state file already holds the contracts: it is the same world.
        if (record && (await hasCode(node.url, record.deposit))) return { ...record, rpc: node.url };
        return deployLocalContracts({ rpcUrl: node.url, chainId: node.chainId, contracts });
      }),
    );
    const deployment = Object.fromEntries(records.map((record) => [String(record.chainId), record]));
    if (stateDir) writeFileSync(path.join(stateDir, KEPT_DEPLOYMENT), `${JSON.stringify(deployment, null, 2)}\n`);
    if (deploymentFile) {
      mkdirSync(path.dirname(deploymentFile), { recursive: true });
      writeFileSync(deploymentFile, `${JSON.stringify(deployment, null, 2)}\n`);
    }
    const rpc = Object.fromEntries(nodes.map((node) => [node.chainId, node.url]));
    const pids = Object.fromEntries(nodes.map((node) => [node.chainId, node.pid]));
    return { rpc, pids, deployment, stop };
  } catch (error) {
    await compiling.catch(() => {});
    await stop();
    throw error;
  }
}

export function formatSummary(deployment) {
  const lines = [];
  for (const record of Object.values(deployment)) {
    lines.push(`Chain ${record.chainId} (${record.name}, native ${record.nativeCurrency}) at ${record.rpc}`);
    for (const [key, token] of Object.entries(record.tokens)) {
      lines.push(`  ${key.padEnd(16)} ${token.address}  ${token.symbol}, ${token.decimals} decimals`);
    }
    lines.push(`  ${'deposit'.padEnd(16)} ${record.deposit}`);
    lines.push(`  ${'operator'.padEnd(16)} ${record.operator}`);
    lines.push(`  ${'receivedAddress'.padEnd(16)} ${record.receivedAddress}`);
    lines.push(`  ${'owner'.padEnd(16)} ${record.owner}`);
    lines.push(`  ${'multicall3'.padEnd(16)} ${record.multicall3}`);
  }
  lines.push(`Accounts 0-${localChain.fundedUserCount - 1} of the mnemonic "${localChain.mnemonic}" hold ` + `${MINT_PER_ACCOUNT} of each token (keys are public: local use only).`);
  return lines.join('\n');
}

async function main() {
  const started = performance.now();
  const verbose = process.argv.includes('--verbose');
  const chains = await startChains({ log: verbose ? (line) => console.log(line) : undefined, blockTime: Number(process.env.CHAIN_BLOCK_TIME ?? 1) });
  console.log(formatSummary(chains.deployment));
  console.log(`Deployment written to ${path.relative(process.cwd(), DEFAULT_DEPLOYMENT_FILE)}`);
  console.log(`Ready in ${Math.round(performance.now() - started)} ms. Ctrl-C stops both chains.`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await chains.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
