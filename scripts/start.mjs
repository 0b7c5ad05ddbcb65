// `npm start`: starts the local chains, builds the static export against them (unless out/ is already
// up to date) and serves the whole app (pages + /api + /rpc) on one URL. PORT changes the port (3000).
//
// `npm run dev`: the hot-reloading loop. The local chains, the API server under `tsx watch` (restarts
// on every server change) on API_PORT (default PORT + 1), and `next dev` on PORT, which forwards /api,
// /rpc and /uploads to the API server (next.config.mjs, KINBO_DEV_API), so the app is one origin as in
// production. Open http://localhost:PORT. Both listen on loopback only unless HOST is set (then next dev
// listens there, and LOCAL_MODE needs LOCAL_MODE_FORCE: scripts/lib/dev-loop.mjs says why).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIsCurrent, recordBuild } from './lib/build-stamp.mjs';
import { devLoopPlan } from './lib/dev-loop.mjs';
import { exitWhenApiDies, log, publicEnvFromDeployment, rpcEnvFromChains, ROOT, run, startChainsIfWanted, startServer, stopOnSignals } from './lib/stack.mjs';

const port = Number(process.env.PORT ?? 3000);
const dev = process.argv.includes('--dev');
const forceBuild = process.argv.includes('--build');
const skipBuild = process.argv.includes('--no-build') || process.env.SKIP_BUILD === '1';

// The dev loop listens on loopback only unless HOST says otherwise (scripts/lib/dev-loop.mjs); a HOST
// that would open the dev routes to the network is refused before anything starts.
const apiPort = Number(process.env.API_PORT ?? port + 1);
const devPlan = devLoopPlan({ env: process.env, port, apiPort });
if (dev && devPlan.refusal) {
  log(devPlan.refusal);
  process.exit(1);
}

const chains = await startChainsIfWanted({ stateDir: path.join(ROOT, '.data') });
stopOnSignals([chains.stop]);
const publicEnv = publicEnvFromDeployment(chains.deployment);
const serverEnv = { DATA_DIR: process.env.DATA_DIR ?? '.data/pglite', ...rpcEnvFromChains(chains) };

if (dev) {
  if (devPlan.warning) log(devPlan.warning);
  // next dev reads the compiled messages and the RainbowKit stylesheet as the build does.
  await run('node', ['scripts/prebuild.mjs']);
  const api = await startServer({ port: apiPort, watch: true, env: { ...serverEnv, ...devPlan.apiEnv } });
  const next = spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), ...devPlan.nextArgs], {
    cwd: ROOT,
    env: { ...process.env, ...publicEnv, ...devPlan.nextEnv },
    stdio: 'inherit',
  });
  const stopNext = () =>
    new Promise((resolve) => {
      if (next.exitCode !== null) return resolve();
      next.once('exit', resolve);
      next.kill('SIGTERM');
    });
  stopOnSignals([stopNext, api.stop, chains.stop]);
  next.on('exit', async (code) => {
    log(`next dev exited (${code}); stopping`);
    await api.stop();
    await chains.stop();
    process.exit(code ?? 1);
  });
  log('');
  log(`dev loop: app (next dev, hot reload) at ${devPlan.url}; API (tsx watch) at ${api.url}`);
  log('  press Ctrl-C to stop');
} else {
  const outReady = existsSync(path.join(ROOT, 'out/index.html'));
  if (skipBuild && outReady) {
    log('SKIP_BUILD: serving the existing out/');
  } else if (!forceBuild && outReady && buildIsCurrent(publicEnv)) {
    log('out/ is newer than every source file and was built with the same public env: not rebuilding (npm start -- --build forces it)');
  } else {
    log('building the static export (next build)…');
    await run('npm', ['run', 'build'], { env: publicEnv });
    recordBuild(publicEnv);
  }

  const server = await startServer({ port, env: serverEnv });
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
}
