// One local chain: runs Anvil (@foundry-rs/anvil's binary) for chain KINBO_CHAIN_ID on KINBO_CHAIN_PORT.
// Started with fork() by scripts/chain/nodes.mjs; reports {type:'ready', port, pid} or {type:'error',
// message} over IPC. It stops Anvil with SIGTERM (Anvil then writes its state file) when told to stop
// and as soon as the parent goes away (IPC disconnect), so a killed parent never leaves a node behind.
const { spawn } = require('node:child_process');
const net = require('node:net');
const localChain = require('../../shared/chain/local-chain.json');

const requestedPort = Number(process.env.KINBO_CHAIN_PORT);
const host = process.env.KINBO_CHAIN_HOST || '127.0.0.1';
const stateFile = process.env.KINBO_CHAIN_STATE || '';
const blockTime = process.env.KINBO_CHAIN_BLOCK_TIME || '';

function report(message) {
  if (process.send) process.send(message);
}

/** Port 0 means any free port: asks the OS for one (Anvil does not say which it took when silent). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function anvilArgs(port) {
  const args = [
    '--port',
    String(port),
    '--host',
    host,
    '--chain-id',
    process.env.KINBO_CHAIN_ID,
    // BSC and Polygon both run the Prague (Pectra) rule set.
    '--hardfork',
    'prague',
    '--mnemonic',
    localChain.mnemonic,
    '--accounts',
    String(localChain.accountCount),
    '--balance',
    '10000',
    // The block gas limit of BSC's and Polygon's public nodes for eth_call, as Hardhat had it.
    '--gas-limit',
    '30000000',
    '--silent',
  ];
  // The chain's whole state is read from and written to this file (on exit and every 10 s), so a restarted
  // stack finds the same world.
  if (stateFile) args.push('--state', stateFile, '--state-interval', '10');
  // Mixed mining: a block per transaction (fast tests) and one every KINBO_CHAIN_BLOCK_TIME seconds, so
  // confirmations keep coming on an idle chain.
  if (blockTime) args.push('--mixed-mining', '--block-time', blockTime);
  return args;
}

const bin = require.resolve(`@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}/bin/anvil`);
/** A free port asked of the OS can be taken by another process before Anvil binds it; such a start is retried. */
const FREE_PORT_ATTEMPTS = 4;
let anvil = null;
let stopping = false;

function stop() {
  if (stopping) return;
  stopping = true;
  if (anvil) anvil.kill('SIGTERM');
  else process.exit(0);
}
process.on('disconnect', stop);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/**
 * Polls eth_chainId until our chain answers on the port; false if Anvil exited first. Another process that
 * holds the port (a silent one, or another chain) is not taken for ours.
 */
async function answers(port, exited) {
  const url = `http://${host}:${port}`;
  const chainId = `0x${Number(process.env.KINBO_CHAIN_ID).toString(16)}`;
  for (let i = 0; i < 600 && !stopping && !exited(); i += 1) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(2000),
      });
      if (response.ok && (await response.json()).result === chainId && !exited()) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Starts Anvil on the port; resolves true once it answers, false when it exits before that (its stderr kept). */
async function start(port) {
  let stderr = '';
  let exitedWith = null;
  const child = spawn(bin, anvilArgs(port), { stdio: ['ignore', 'inherit', 'pipe'] });
  anvil = child;
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    stderr = (stderr + chunk.toString()).slice(-1000);
  });
  const exit = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exitedWith = signal ?? `code ${code}`;
      resolve();
    });
    child.once('error', (error) => {
      exitedWith = error.message;
      resolve();
    });
  });
  if (await answers(port, () => exitedWith !== null)) {
    exit.then(() => {
      if (!stopping) report({ type: 'error', message: `anvil exited (${exitedWith})` });
      process.exit(stopping ? 0 : 1);
    });
    report({ type: 'ready', port, pid: child.pid });
    return { ok: true };
  }
  await exit;
  return { ok: false, reason: `anvil exited (${exitedWith})${stderr.trim() ? `: ${stderr.trim()}` : ''}` };
}

async function main() {
  const attempts = requestedPort === 0 ? FREE_PORT_ATTEMPTS : 1;
  let failure = '';
  for (let attempt = 0; attempt < attempts && !stopping; attempt += 1) {
    const port = requestedPort === 0 ? await freePort() : requestedPort;
    const started = await start(port);
    if (started.ok) return;
    failure = started.reason;
  }
  if (stopping) process.exit(0);
  report({ type: 'error', message: failure });
  process.exit(1);
}

main().catch((error) => {
  report({ type: 'error', message: error && error.message ? error.message : String(error) });
  process.exit(1);
});
