// One local chain: loads Hardhat in this process (config contracts/hardhat.config.cjs, chain id from
// KINBO_CHAIN_ID) and serves its JSON-RPC on KINBO_CHAIN_PORT. Started with fork() by scripts/chain.mjs;
// it reports {type:'ready', port} or {type:'error', message} over IPC and exits as soon as the parent
// goes away (IPC disconnect), so a crashed or killed parent never leaves a node behind.
const path = require('node:path');

process.env.HARDHAT_CONFIG = path.join(__dirname, '..', '..', 'contracts', 'hardhat.config.cjs');
process.env.HARDHAT_DISABLE_TELEMETRY_PROMPT = 'true';

function report(message) {
  if (process.send) process.send(message);
}

process.on('disconnect', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));

/** Methods whose answer carries an EVM execution trace (see releaseTracesAfterCalls). */
const TRACED_METHODS = new Set(['eth_call', 'eth_estimateGas', 'eth_sendRawTransaction', 'eth_sendTransaction']);

/** Above this resident size a young-generation collection is not enough; a full one runs too. */
const FULL_GC_ABOVE_BYTES = 512 * 1024 * 1024;

/**
 * Hardhat's EVM (EDR, in Rust) hands every call's answer to JS with the full execution trace attached,
 * about 220 bytes a gas, and frees it only when V8 collects the answer object. V8 does not see that
 * native memory, so with a small JS heap it rarely collects: 40 eth_calls of 1M gas each grew the node
 * by 2.1 GB. A young-generation collection once the answer is written (the answer is garbage by then)
 * frees them at a fraction of a millisecond; the same 40 calls then level off near 370 MB. Answers that
 * waited behind other calls long enough to be promoted escape it, so past FULL_GC_ABOVE_BYTES a full
 * collection runs as well (only then: it costs tens of milliseconds, and a read waits for it).
 * Needs --expose-gc (scripts/chain/nodes.mjs passes it).
 */
function releaseTracesAfterCalls(provider) {
  const collect = globalThis.gc;
  if (typeof collect !== 'function') return;
  let scheduled = false;
  const request = provider.request.bind(provider);
  provider.request = async (args) => {
    try {
      return await request(args);
    } finally {
      if (TRACED_METHODS.has(args && args.method) && !scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          collect({ type: 'minor' });
          if (process.memoryUsage.rss() > FULL_GC_ABOVE_BYTES) collect();
        });
      }
    }
  };
}

async function main() {
  const hre = require('hardhat');
  const { JsonRpcServer } = require('hardhat/internal/hardhat-network/jsonrpc/server');
  const port = Number(process.env.KINBO_CHAIN_PORT);
  const hostname = process.env.KINBO_CHAIN_HOST || '127.0.0.1';

  // Create the in-process chain before listening so the first request does not pay for it.
  await hre.network.provider.request({ method: 'eth_chainId' });
  releaseTracesAfterCalls(hre.network.provider);

  const server = new JsonRpcServer({ hostname, port, provider: hre.network.provider });
  // listen() never settles on EADDRINUSE; the underlying http server's 'error' event says why (the
  // websocket server re-emits the same error, which would otherwise crash the process unreported).
  const failed = new Promise((_, reject) => server._httpServer.once('error', reject));
  server._wsServer.on('error', () => {});
  const address = await Promise.race([server.listen(), failed]);
  report({ type: 'ready', port: address.port });
}

main().catch((error) => {
  report({ type: 'error', message: error && error.message ? error.message : String(error) });
  process.exit(1);
});
