// The web server Playwright starts: local chains + API server on E2E_PORT with an in-memory
// database, serving the already-built out/ (scripts/test.mjs builds it first).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { exitWhenApiDies, log, rpcEnvFromChains, ROOT, startChainsIfWanted, startServer, stopOnSignals } from './lib/stack.mjs';

if (!existsSync(path.join(ROOT, 'out/index.html'))) {
  console.error('out/ is missing: run `npm test` (it builds first) or `npm run build`.');
  process.exit(1);
}
const port = Number(process.env.E2E_PORT ?? 3100);
const chains = await startChainsIfWanted();
// TRUST_PROXY: loopback stands for a proxy, so a spec can act as many client addresses (X-Forwarded-For).
const server = await startServer({
  port,
  env: {
    ...rpcEnvFromChains(chains),
    DATA_DIR: 'memory',
    RATE_LIMITS: 'false',
    DEMO_SEED: '1',
    TRUST_PROXY: '127.0.0.1,::1',
    LOG_REQUESTS: 'false',
    UPLOAD_DIR: path.join(ROOT, '.data/e2e-uploads'),
    // Polygon deposits wait for 3 blocks (a block a second): long enough for a spec to see "Confirming k/N".
    CHAIN_CONFIRMATIONS_137: process.env.CHAIN_CONFIRMATIONS_137 ?? '3',
  },
});
stopOnSignals([server.stop, chains.stop]);
exitWhenApiDies(server, [chains.stop]);
log(`e2e stack ready at ${server.url}`);
