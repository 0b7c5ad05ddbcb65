import type { ServiceContext } from './context';
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
  return { verification, sessions, uploads, settings, users };
}

export type Services = ReturnType<typeof createServices>;
