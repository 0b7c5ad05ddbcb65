import { inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { settings } from '../db/schema';
import type { ServiceContext } from './context';
import type { MainConfig } from '../../lib/contract/shapes';

/** Main config defaults (decimal strings). Rates are percentages. */
export const MAIN_CONFIG_DEFAULTS = {
  nft_voucher_amount: '100',
  ticket_amount: '1',
  vp_amount: '0.1',
  withdraw_min_usdt: '10',
  withdraw_min_kinbo: '100',
  withdraw_usdt_rate: '2',
  withdraw_kinbo_rate: '5',
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
  return {
    async getMainConfig(): Promise<MainConfig> {
      const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, MAIN_CONFIG_KEYS));
      const stored = new Map(rows.map((row) => [row.key, row.value]));
      const config = { ...MAIN_CONFIG_DEFAULTS } as MainConfig;
      for (const key of MAIN_CONFIG_KEYS) config[key] = stored.get(key) ?? MAIN_CONFIG_DEFAULTS[key];
      return config;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
