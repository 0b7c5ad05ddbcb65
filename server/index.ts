import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './platform/db/client';
import { DataDirLockedError } from './platform/db/data-lock';
import { startWalletJobs } from './wallet/jobs';
import { startJobLoop } from './platform/jobs/loop';
import { listen } from './platform/http-server';
import { DEFAULT_SCRYPT_PARAMS } from './platform/password';
import { prepareDatabase } from './seed';
import { consoleLogger } from './platform/services-context';

/** How often the game clock looks for rooms and auctions to move (ms). */
const GAME_CLOCK_INTERVAL_MS = 1000;
/** How often the inbox's sweep looks for auctions ending soon and settled withdrawals (ms). */
const NOTICE_SWEEP_INTERVAL_MS = 5000;
/** How often Web Push looks for what became due (retries, paced tags); new entries go at once (ms). */
const PUSH_INTERVAL_MS = 500;

/** Entry point: `npx tsx server/index.ts`. Opens the database, migrates and seeds (server/seed), listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  console.log(`[server] database: ${database.description}`);
  // Under an advisory lock on PostgreSQL: replicas starting together migrate and seed one at a time.
  await prepareDatabase(database, config, { now: () => new Date(), scryptParams: DEFAULT_SCRYPT_PARAMS, log: consoleLogger });

  const app = createApp({ db: database.db, config, log: consoleLogger, notifications: database.listen });
  // Files a crash left without their row (written, then the insert never happened).
  const swept = await app.services.uploads.sweepOrphans();
  if (swept > 0) console.log(`[server] removed ${swept} upload file(s) that no record names`);
  const jobs = config.wallet.jobs ? startWalletJobs(app.services, { intervalMs: config.wallet.jobIntervalMs, log: consoleLogger }) : null;

  // The game clock: rooms and auctions move on server time even when nobody watches. Safe with
  // several API processes on one PostgreSQL (services/game-clock.ts).
  const { gameClock } = app.services;
  const gameLoop = startJobLoop({
    name: 'game-clock',
    intervalMs: GAME_CLOCK_INTERVAL_MS,
    log: consoleLogger,
    runOnce: async () => {
      await gameClock.runOnce();
    },
  });
  // The inbox: entries from the change notices, then the sweep (auctions ending, withdrawals, age-out).
  await app.notices?.start();
  const noticeLoop = startJobLoop({
    name: 'notice-sweep',
    intervalMs: NOTICE_SWEEP_INTERVAL_MS,
    log: consoleLogger,
    runOnce: async () => {
      await app.services.noticeSweep.runOnce();
    },
  });
  // Web Push: the entries just made, paced per user and tag (server/push/sender.ts).
  app.push.sender.start(PUSH_INTERVAL_MS);
  const server = listen(app.fetch, { port: config.port, hostname: config.host }, (port) => {
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    console.log(`[server] listening on http://${shownHost}:${port} (static files from ${config.staticDir}${config.localMode ? ', LOCAL_MODE on: /api/dev/* enabled' : ''})`);
  });
  const stopOnListenError = async (error: Error) => {
    console.error(`[server] cannot listen on ${config.host}:${config.port}:`, error.message);
    await gameLoop.stop();
    await noticeLoop.stop();
    await app.push.sender.stop();
    await database.close().catch(() => undefined);
    process.exit(1);
  };
  server.on('error', (error) => void stopOnListenError(error));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal} received, shutting down`);
    // Don't wait forever on keep-alive connections.
    const forceExit = setTimeout(() => process.exit(1), 5000);
    forceExit.unref();
    // Live streams never end by themselves: close them, or the server would wait for them.
    const live = app.live?.stop();
    server.close(() => {
      Promise.all([gameLoop.stop(), noticeLoop.stop(), app.push.sender.stop(), app.notices?.stop(), jobs ? jobs.stop() : Promise.resolve(), live])
        .then(() => database.close())
        .catch((error: unknown) => console.error('[server] error while closing the database', error))
        .finally(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(`[server] ${error.message}`);
  else console.error('[server] failed to start:', error);
  process.exit(1);
});
