import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { AppError, ErrorCode } from '../lib/errors';
import { verifySecret } from '../lib/password';
import type { ServiceContext } from './context';

/**
 * The security-PIN check of every wallet money action.
 * TODO(hardening): replace with the shared PIN-check service with lockout once it is on main; every
 * wallet service calls only `verify`, so the swap is one place.
 */
export function createPinCheck(ctx: ServiceContext) {
  return {
    async verify(userId: number, pinMd5: string): Promise<void> {
      const [user] = await ctx.db.select({ hash: users.payPasswordHash }).from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new AppError(ErrorCode.USER_NOT_FOUND, 'user_not_found');
      if (!(await verifySecret(pinMd5, user.hash))) throw new AppError(ErrorCode.PAY_PASSWORD_WRONG, 'pay_password_wrong');
    },
  };
}

export type PinCheck = ReturnType<typeof createPinCheck>;
