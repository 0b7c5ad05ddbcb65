// `npm start`: starts the local chains, builds the static export against them and serves the
// whole app (pages + /api + /rpc) on one URL. PORT changes the port (default 3000).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { exitWhenApiDies, log, publicEnvFromDeployment, rpcEnvFromChains, ROOT, run, startChainsIfWanted, startServer, stopOnSignals } from './lib/stack.mjs';

const port = Number(process.env.PORT ?? 3000);
const skipBuild = process.argv.includes('--no-build') || process.env.SKIP_BUILD === '1';

const chains = await startChainsIfWanted();
stopOnSignals([chains.stop]);

if (skipBuild && existsSync(path.join(ROOT, 'out/index.html'))) {
  log('SKIP_BUILD: serving the existing out/');
} else {
  log('building the static export (next build)…');
  await run('npx', ['next', 'build', '--webpack'], { env: publicEnvFromDeployment(chains.deployment) });
}

const server = await startServer({ port, env: { DATA_DIR: process.env.DATA_DIR ?? '.data/pglite', ...rpcEnvFromChains(chains) } });
stopOnSignals([server.stop, chains.stop]);
exitWhenApiDies(server, [chains.stop]);

const seedEmail = process.env.SEED_EMAIL ?? 'founder@kinbo.local';
const seedInvite = process.env.SEED_INVITE ?? 'KINBO1';
log('');
log(`KinBo is running at ${server.url}`);
log('  demo account:  demo@kinbo.local / Demo123456 (security password 123456), with a full history');
log(`  first account: ${seedEmail} / ${process.env.SEED_PASSWORD ?? 'Kinbo123456'} (invite code ${seedInvite})`);
log(`  e-mail codes are printed here as [mailbox] lines and served at ${server.url}/api/dev/mailbox?email=…`);
log('  press Ctrl-C to stop');
