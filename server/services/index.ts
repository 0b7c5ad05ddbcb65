import { createArticleService } from './articles';
import { createCoinService } from './coins';
import type { ServiceContext } from './context';
import { createDevLedgerService } from './dev-ledger';
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
  const devLedger = createDevLedgerService(ledger);
  return { verification, sessions, uploads, settings, users, ledger, reports, articles, coins, devLedger };
}

export type Services = ReturnType<typeof createServices>;
