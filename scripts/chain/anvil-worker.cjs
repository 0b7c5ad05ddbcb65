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

async function main() {
  const port = requestedPort === 0 ? await freePort() : requestedPort;
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

  const bin = require.resolve(`@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}/bin/anvil`);
  const anvil = spawn(bin, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    anvil.kill('SIGTERM');
  };
  anvil.once('exit', (code, signal) => {
    if (!stopping) report({ type: 'error', message: `anvil exited (${signal ?? `code ${code}`})` });
    process.exit(stopping ? 0 : 1);
  });
  anvil.once('error', (error) => {
    report({ type: 'error', message: error.message });
    process.exit(1);
  });
  process.on('disconnect', stop);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  /** Polls eth_chainId until Anvil answers, then reports ready. */
  async function waitReady(port) {
    const url = `http://${host}:${port}`;
    for (let i = 0; i < 600 && !stopping; i += 1) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        });
        if (response.ok) return report({ type: 'ready', port, pid: anvil.pid });
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await waitReady(port);
}

main().catch((error) => {
  report({ type: 'error', message: error && error.message ? error.message : String(error) });
  process.exit(1);
});
