import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { hashSecret, md5Hex, type ScryptParams } from '../platform/password';
import { DEFAULT_TICKET_PACKAGES } from '../wallet/tickets';
import { issueVoucher } from '../vouchers/vouchers';
import { insertUser } from '../auth/users';
import type { AppDatabase } from '../platform/db/client';
import { ticketPackages, users, vouchers } from '../platform/db/schema';

/** Market sellers an empty database gets, each with listed vouchers at the spec's five prices. */
export const MARKET_SELLERS = [
  { email: 'market.nova@kinbo.local', nickname: 'NovaTrader' },
  { email: 'market.orbit@kinbo.local', nickname: 'OrbitDealer' },
  { email: 'market.lumen@kinbo.local', nickname: 'LumenShop' },
] as const;
const VOUCHER_PRICES = ['100', '300', '1000', '3000', '10000'] as const;

/**
 * Idempotent wallet data: the ticket packages, and a market of listed NFT vouchers from a few seller
 * accounts (random passwords: nobody logs in as them), issued through the ledger like any voucher.
 */
export async function seedWalletData(db: AppDatabase, options: { now: () => Date; scryptParams: ScryptParams; referrerId: number }): Promise<void> {
  const at = options.now();
  await db.transaction(async (tx) => {
    const [packages] = await tx.select({ n: count() }).from(ticketPackages);
    if ((packages?.n ?? 0) === 0) {
      await tx.insert(ticketPackages).values(DEFAULT_TICKET_PACKAGES.map((p, sort) => ({ ticketNum: p.ticketNum, amount: p.amount, sort })));
    }
  });

  const [existing] = await db.select({ n: count() }).from(vouchers);
  if ((existing?.n ?? 0) > 0) return;
  const secret = await hashSecret(md5Hex(randomBytes(16).toString('hex')), options.scryptParams);
  await db.transaction(async (tx) => {
    for (const seller of MARKET_SELLERS) {
      const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.email, seller.email)).limit(1);
      const id = found?.id ?? (await insertUser(tx, { ...seller, passwordHash: secret, payPasswordHash: secret, referrerId: options.referrerId }, at)).id;
      for (const price of VOUCHER_PRICES) await issueVoucher(tx, { userId: id, price, listed: true }, at);
    }
  });
}
