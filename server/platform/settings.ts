import { inArray } from 'drizzle-orm';
import type { AppDatabase } from './db/client';
import { settings } from './db/schema';
import type { ServiceContext } from './services-context';
import type { MainConfig } from '../../shared/contract/shapes';

/** Main config defaults (decimal strings). Rates are percentages. */
export const MAIN_CONFIG_DEFAULTS = {
  nft_voucher_amount: '100',
  ticket_amount: '1',
  vp_amount: '0.1',
  withdraw_min_usdt: '10',
  withdraw_min_kinbo: '100',
  withdraw_usdt_rate: '2',
  withdraw_kinbo_rate: '5',
  /** A USDT withdrawal may pay its fee in USDT instead of KinBo: this percent of the amount. */
  withdraw_fee_usdt_rate: '2.5',
  /** Flash Bid: each bid is the current highest plus this many KinBo. */
  bid_step_kinbo: '10',
  /** Flash Deal: an inviter's team reward, in percent of the room's price, per member they invited. */
  chat_team_rate: '1',
  /** Flash Deal: a member who does not win gets the price back plus this percent of it. */
  chat_not_winning_rate: '3',
} as const satisfies MainConfig;

const MAIN_CONFIG_KEYS = Object.keys(MAIN_CONFIG_DEFAULTS) as (keyof MainConfig)[];

/** Adds any missing default setting; never overwrites a value an operator changed. */
export async function seedDefaultSettings(executor: AppDatabase, at: Date): Promise<void> {
  await executor
    .insert(settings)
    .values(Object.entries(MAIN_CONFIG_DEFAULTS).map(([key, value]) => ({ key, value, updatedAt: at })))
    .onConflictDoNothing({ target: settings.key });
}

export function createSettingsService(ctx: ServiceContext) {
  const { db } = ctx;
  // Read on every app start: built once, a named prepared statement on PostgreSQL.
  const mainConfigRows = db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, MAIN_CONFIG_KEYS)).prepare('main_config');
  return {
    async getMainConfig(): Promise<MainConfig> {
      const rows = await mainConfigRows.execute();
      const stored = new Map(rows.map((row) => [row.key, row.value]));
      const config = { ...MAIN_CONFIG_DEFAULTS } as MainConfig;
      for (const key of MAIN_CONFIG_KEYS) config[key] = stored.get(key) ?? MAIN_CONFIG_DEFAULTS[key];
      return config;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
