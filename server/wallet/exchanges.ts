import { eq } from 'drizzle-orm';
import { multiplyDown, usdtToKinbo } from '../../shared/money/fees';
import { balances } from '../platform/db/schema';
import { formatDecimal, isPositive } from '../platform/decimal';
import { AppError, ErrorCode } from '../platform/errors';
import type { CoinService } from '../home/coins';
import type { ServiceContext } from '../platform/services-context';
import { GET_WAY, type LedgerService } from '../platform/ledger';
import type { PinService } from '../platform/pin';
import type { SettingsService } from '../platform/settings';

/**
 * Conversions of a whole balance into KinBo, through the ledger:
 * - vp/exchange: all VP × vp_amount (USDT) / KinBo price, 6 decimals rounded down;
 * - user/incomeReceive: the whole release pool (USDT) / KinBo price, as a release entry.
 * The balance row is locked (FOR UPDATE) before it is read, so a concurrent change cannot slip between.
 */
export function createExchangeService(ctx: ServiceContext, deps: { ledger: LedgerService; pin: PinService; coins: CoinService; settings: SettingsService }) {
  const { db } = ctx;

  async function priceOrFail(): Promise<string> {
    const price = await deps.coins.kinboPrice();
    if (!isPositive(price)) throw new AppError(ErrorCode.PRICE_UNAVAILABLE, 'price_unavailable');
    return price;
  }

  return {
    async exchangeVp(userId: number, input: { password: string }): Promise<{ vp: string; kinbo: string }> {
      await deps.pin.verify(userId, input.password);
      const price = await priceOrFail();
      const { vp_amount: vpAmount } = await deps.settings.getMainConfig();
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ vp: balances.vp }).from(balances).where(eq(balances.userId, userId)).for('update');
        const vp = formatDecimal(row?.vp ?? '0');
        if (!/[1-9]/.test(vp)) throw new AppError(ErrorCode.NOTHING_TO_EXCHANGE, 'nothing_to_exchange');
        const usdt = multiplyDown(vp, vpAmount);
        const kinbo = usdt === null ? null : usdtToKinbo(usdt, price);
        if (kinbo === null || !/[1-9]/.test(kinbo)) throw new AppError(ErrorCode.AMOUNT_TOO_SMALL, 'amount_too_small');
        await deps.ledger.postWith(tx, [
          { userId, asset: 'vp', direction: 'debit', amount: vp, type: 'vp', title: { key: 'vp_exchange' }, getWay: GET_WAY.sellOrWithdraw },
          { userId, asset: 'kinbo', direction: 'credit', amount: kinbo, type: 'kinbo', title: { key: 'vp_exchange_kinbo' }, getWay: GET_WAY.purchase },
        ]);
        return { vp, kinbo };
      });
    },

    async claimIncome(userId: number): Promise<{ usdt: string; kinbo: string }> {
      const price = await priceOrFail();
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ pool: balances.releasePool, kinbo: balances.kinbo }).from(balances).where(eq(balances.userId, userId)).for('update');
        const pool = formatDecimal(row?.pool ?? '0');
        if (!/[1-9]/.test(pool)) throw new AppError(ErrorCode.NOTHING_TO_CLAIM, 'nothing_to_claim');
        const kinbo = usdtToKinbo(pool, price);
        if (kinbo === null || !/[1-9]/.test(kinbo)) throw new AppError(ErrorCode.AMOUNT_TOO_SMALL, 'amount_too_small');
        const expand = {
          pool_usdt: pool,
          accelerated_release_usdt: '0',
          wallet_kinbo: formatDecimal(row?.kinbo ?? '0'),
          usdt_price: price,
          kinbo_number: kinbo,
          pool_number: pool,
        };
        await deps.ledger.postWith(tx, [
          { userId, asset: 'release_pool', direction: 'debit', amount: pool, type: 'pool', title: { key: 'release_out' }, getWay: GET_WAY.game },
          { userId, asset: 'kinbo', direction: 'credit', amount: kinbo, type: 'release', title: { key: 'release' }, getWay: GET_WAY.game, displayAmount: pool, expand },
        ]);
        return { usdt: pool, kinbo };
      });
    },
  };
}

export type ExchangeService = ReturnType<typeof createExchangeService>;
