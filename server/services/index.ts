import { createArticleService } from './articles';
import { createCoinService } from './coins';
import type { ServiceContext } from './context';
import { createLedgerService } from './ledger';
import { createPinService } from './pin';
import { LIMITS } from '../lib/rate-limit';
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
  const pin = createPinService(ctx);
  const users = createUserService(ctx, { verification, sessions, uploads, pin });
  // Per-client limits follow RATE_LIMITS; per-user ones always hold.
  const limits = {
    auth: ctx.limiter(LIMITS.auth, true),
    email: ctx.limiter(LIMITS.email, true),
    rpc: ctx.limiter(LIMITS.rpc, true),
    lookup: ctx.limiter(LIMITS.lookup, false),
    upload: ctx.limiter(LIMITS.upload, false),
  };
  const ledger = createLedgerService(ctx);
  const reports = createReportService(ctx);
  const articles = createArticleService(ctx);
  const coins = createCoinService(ctx);
  return { verification, sessions, pin, uploads, settings, users, ledger, reports, articles, coins, limits };
}

export type Services = ReturnType<typeof createServices>;
