import type { ServerConfig } from '../config';
import type { DatabaseHandle } from '../platform/db/client';
import type { ScryptParams } from '../platform/password';
import type { Logger } from '../platform/services-context';
import { DEMO_ACCOUNT, refreshDemoBanners, seedDemoData } from './demo';
import { seedDatabase } from './founder';
import { GAME_PLAYERS, seedGames } from './games';

/**
 * The key of the advisory lock every API process takes while it migrates and seeds, so replicas
 * that start together on one PostgreSQL database do it one after the other: the first migrates and
 * seeds, the others find everything in place. (Any fixed 64-bit number; this one spells "KinBoDB1".)
 */
export const STARTUP_LOCK_KEY = 0x4b696e426f444231n;

export type PrepareResult = { createdFounder: boolean; demoRecords: number | null };

/** Start-up: migrations, the founder account and default settings, and the demo data if wanted. */
export async function prepareDatabase(database: DatabaseHandle, config: ServerConfig, options: { now: () => Date; scryptParams: ScryptParams; log: Logger }): Promise<PrepareResult> {
  return database.withAdvisoryLock(STARTUP_LOCK_KEY, async () => {
    await database.migrate();
    const seeded = await seedDatabase(database.db, config.seed, options);
    if (seeded.createdFounder) options.log.info(`[server] created first account ${config.seed.email} with invite code ${config.seed.invite}`);
    let demoRecords: number | null = null;
    if (config.demoSeed) {
      const demo = await seedDemoData(database.db, { ...options, config, referrerInvite: config.seed.invite });
      if (demo.created) {
        demoRecords = demo.records ?? 0;
        options.log.info(`[server] demo data: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password} (PIN ${DEMO_ACCOUNT.payPassword}), ${demoRecords} records`);
      } else await refreshDemoBanners(database.db);
      const games = await seedGames(database.db, config, options);
      if (games.created) {
        options.log.info(
          `[server] games: rooms and auctions to play; players ${GAME_PLAYERS.map((p) => p.email).join(', ')} / ${GAME_PLAYERS[0]!.password} (PIN ${GAME_PLAYERS[0]!.payPassword})`,
        );
      }
    }
    return { createdFounder: seeded.createdFounder, demoRecords };
  });
}
