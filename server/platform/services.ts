import { createArticleService } from '../home/articles';
import { createChainAccess } from '../wallet/chain';
import { createDepositService } from '../wallet/deposits';
import { createExchangeService } from '../wallet/exchanges';
import { createPurchaseService } from '../wallet/purchases';
import { createReorgWatcher } from '../wallet/credit-reversals';
import { createGenesisGuard } from '../wallet/chain-genesis';
import { createTicketService } from '../wallet/tickets';
import { createVoucherService } from '../vouchers/vouchers';
import { createWithdrawalService } from '../wallet/withdrawals';
import { createCoinService } from '../home/coins';
import type { ServiceContext } from './services-context';
import { createDevGamesService } from '../dev/dev-games';
import { createDevLedgerService } from '../dev/dev-ledger';
import { createFlashBidService } from '../games/flash-bid';
import { createFlashDealService } from '../games/flash-deal';
import { createAutoBidService } from '../games/auto-bid';
import { createGameClock } from '../games/game-clock';
import { createLedgerService } from './ledger';
import { createPinService } from './pin';
import { LIMITS } from './rate-limit';
import { createReportService } from '../reports/reports';
import { createSessionService } from '../auth/sessions';
import { createSettingsService } from './settings';
import { createUploadService } from './uploads/uploads';
import { createUserInfoReader } from '../profile/user-info';
import { createUserService } from '../auth/users';
import { findIntegrityProblems } from './integrity';
import { createPublicStateCache } from '../live/public-state-cache';
import { createVerificationService } from '../auth/verification';
import { createNoticeStore } from '../notifications/store';
import { createNoticeSweep } from '../notifications/sweep';

/** Builds every service over one context; routes receive this object. */
export function createServices(ctx: ServiceContext) {
  const verification = createVerificationService(ctx);
  const sessions = createSessionService(ctx, { verification });
  const uploads = createUploadService(ctx);
  const settings = createSettingsService(ctx);
  const pin = createPinService(ctx);
  // Per-client limits follow RATE_LIMITS; per-user ones always hold.
  const limits = {
    auth: ctx.limiter(LIMITS.auth, true),
    email: ctx.limiter(LIMITS.email, true),
    rpc: ctx.limiter(LIMITS.rpc, true),
    preview: ctx.limiter(LIMITS.preview, true),
    lookup: ctx.limiter(LIMITS.lookup, false),
    upload: ctx.limiter(LIMITS.upload, false),
  };
  /** One look-up of another user by e-mail (checkEmail, an unknown ticket receiver): per user, LIMITS.lookup. */
  const countLookup = (userId: number) => limits.lookup.take(`user:${userId}`);
  const ledger = createLedgerService(ctx);
  const coins = createCoinService(ctx);
  const vouchers = createVoucherService(ctx, { ledger, pin, coins });
  const users = createUserService(ctx, { verification, sessions, uploads, pin });
  const userInfo = createUserInfoReader(ctx, { sessions });
  const reports = createReportService(ctx);
  const articles = createArticleService(ctx);
  const flashDeal = createFlashDealService(ctx, { users, settings });
  // Public room and auction state, shared between callers while the app follows the change notices
  // (app.ts connects it to the live hub); without them it is never trusted and every read is direct.
  const publicState = createPublicStateCache();
  const flashBid = createFlashBidService(ctx, { users, settings, publicState });
  const autoBids = createAutoBidService(ctx, { users, settings });
  const gameClock = createGameClock(ctx, { settings });
  const devLedger = createDevLedgerService(ledger);
  const devGames = createDevGamesService(ctx);
  const integrity = { problems: () => findIntegrityProblems(ctx.db) };
  const chains = createChainAccess(ctx);
  const deposits = createDepositService(ctx, { chains, ledger });
  const withdrawals = createWithdrawalService(ctx, { chains, ledger, pin, settings, coins });
  const tickets = createTicketService(ctx, { ledger, pin, countLookup });
  const exchanges = createExchangeService(ctx, { ledger, pin, coins, settings });
  const purchases = createPurchaseService(ctx, { chains, ledger, coins });
  const reorgs = createReorgWatcher(ctx, { chains, ledger, genesis: createGenesisGuard(ctx, chains) });
  const notices = createNoticeStore(ctx);
  const noticeSweep = createNoticeSweep(ctx, { store: notices });
  return {
    verification,
    sessions,
    uploads,
    settings,
    users,
    userInfo,
    ledger,
    reports,
    articles,
    coins,
    limits,
    countLookup,
    devLedger,
    devGames,
    integrity,
    flashDeal,
    flashBid,
    autoBids,
    publicState,
    gameClock,
    chains,
    pin,
    deposits,
    withdrawals,
    tickets,
    vouchers,
    exchanges,
    purchases,
    reorgs,
    notices,
    noticeSweep,
  };
}

export type Services = ReturnType<typeof createServices>;
