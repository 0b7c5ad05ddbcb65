import { createArticleService } from './articles';
import { createChainAccess } from './chain';
import { createDepositService } from './deposits';
import { createPinCheck } from './pin';
import { createWithdrawalService } from './withdrawals';
import { createCoinService } from './coins';
import type { ServiceContext } from './context';
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
  const chains = createChainAccess(ctx);
  const pin = createPinCheck(ctx);
  const deposits = createDepositService(ctx, { chains, ledger });
  const withdrawals = createWithdrawalService(ctx, { chains, ledger, pin, settings, coins });
  return { verification, sessions, uploads, settings, users, ledger, reports, articles, coins, chains, pin, deposits, withdrawals };
}

export type Services = ReturnType<typeof createServices>;
