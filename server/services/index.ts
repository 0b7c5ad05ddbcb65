import { createArticleService } from './articles';
import { createCoinService } from './coins';
import type { ServiceContext } from './context';
import { createDevLedgerService } from './dev-ledger';
import { createFlashBidService } from './flash-bid';
import { createFlashDealService } from './flash-deal';
import { createGameClock } from './game-clock';
import { createLedgerService } from './ledger';
import { createReportService } from './reports';
import { createSessionService } from './sessions';
import { createSettingsService } from './settings';
import { createUploadService } from './uploads';
import { createUserService } from './users';
import { createVerificationService } from './verification';

/** Builds every service over one context; routes receive this object. */
export function createServices(ctx: ServiceContext) {
  const verification = createVerificationService(ctx);
  const sessions = createSessionService(ctx);
  const uploads = createUploadService(ctx);
  const settings = createSettingsService(ctx);
  const users = createUserService(ctx, { verification, sessions, uploads });
  const ledger = createLedgerService(ctx);
  const reports = createReportService(ctx);
  const articles = createArticleService(ctx);
  const coins = createCoinService(ctx);
  const flashDeal = createFlashDealService(ctx, { users, settings });
  const flashBid = createFlashBidService(ctx, { users, settings });
  const gameClock = createGameClock(ctx, { settings });
  const devLedger = createDevLedgerService(ledger);
  return { verification, sessions, uploads, settings, users, ledger, reports, articles, coins, devLedger, flashDeal, flashBid, gameClock };
}

export type Services = ReturnType<typeof createServices>;
