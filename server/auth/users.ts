import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/client';
import { violatedUniqueConstraint } from '../platform/db/errors';
import { balances, users, VERIFICATION_PURPOSE } from '../platform/db/schema';
import { AppError, ErrorCode } from '../platform/errors';
import { newInviteCode } from '../platform/random';
import type { ServiceContext } from '../platform/services-context';
import type { PinService } from '../platform/pin';
import { maskEmail } from '../reports/report-format';
import type { SessionService } from './sessions';
import { UPLOAD_URL_PREFIX, uploadNameFromUrl, type UploadService } from '../platform/uploads/uploads';
import type { VerificationService } from './verification';

/** Inputs arrive validated and normalised by the routes (e-mail lower case, MD5 hex lower case). */
export type RegisterInput = {
  email: string;
  nickname: string;
  invite: string;
  passwordMd5: string;
  code: string;
  payPasswordMd5: string;
  /** The client address registering: its wrong codes count against its own daily cap (services/verification.ts). */
  client: string;
};

export type NewUserRecord = {
  email: string;
  nickname: string;
  passwordHash: string;
  payPasswordHash: string;
  inviteCode: string;
  referrerId: number | null;
};

export type PublicProfile = { avatar: string; email: string; nickname: string };

/** Unique-index names → the error a client should see when a concurrent insert wins the race. */
const UNIQUE_ERRORS: Record<string, AppError> = {
  users_email_unique: new AppError(ErrorCode.EMAIL_TAKEN, 'email_taken'),
  users_nickname_lower_unique: new AppError(ErrorCode.NICKNAME_TAKEN, 'nickname_taken'),
};

/** Inserts a user and its zeroed balances row, inside the caller's transaction. Picks a free invite code if none is given. */
export async function insertUser(tx: AppDatabase, record: Omit<NewUserRecord, 'inviteCode'> & { inviteCode?: string }, at: Date) {
  let inviteCode = record.inviteCode;
  while (!inviteCode) {
    const candidate = newInviteCode();
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.inviteCode, candidate)).limit(1);
    if (!taken) inviteCode = candidate;
  }
  const [created] = await tx
    .insert(users)
    .values({ ...record, inviteCode, createdAt: at, updatedAt: at })
    .returning({ id: users.id });
  if (!created) throw new Error('insert into users returned no row');
  await tx.insert(balances).values({ userId: created.id, updatedAt: at });
  return { id: created.id, inviteCode };
}

export function createUserService(ctx: ServiceContext, deps: { verification: VerificationService; sessions: SessionService; uploads: UploadService; pin: PinService }) {
  const { db, now, secrets } = ctx;
  async function nicknameOwner(executor: AppDatabase, nickname: string): Promise<number | null> {
    const [row] = await executor
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.nickname}) = lower(${nickname})`)
      .limit(1);
    return row?.id ?? null;
  }

  function mapUniqueViolation(error: unknown): never {
    const constraint = violatedUniqueConstraint(error);
    const mapped = constraint ? UNIQUE_ERRORS[constraint] : undefined;
    throw mapped ?? error;
  }

  /** The account's e-mail (recovery codes of a logged-in user go there). */
  async function emailOf(userId: number): Promise<string> {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new AppError(ErrorCode.USER_NOT_FOUND, 'user_not_found');
    return user.email;
  }

  return {
    async register(input: RegisterInput): Promise<{ id: number }> {
      // Cheap checks first, and the code before anything else: until the caller proves they read
      // the mailbox, the answer says nothing about which e-mails or nicknames exist, and no scrypt runs.
      // A wrong guess counts against the code (burnt after 5) and the daily caps of this client and of the e-mail.
      await deps.verification.guessCode(input.email, input.code, VERIFICATION_PURPOSE.register, input.client);
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (existing) throw new AppError(ErrorCode.EMAIL_TAKEN, 'email_taken');
      if ((await nicknameOwner(db, input.nickname)) !== null) throw new AppError(ErrorCode.NICKNAME_TAKEN, 'nickname_taken');
      const [referrer] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, input.invite)).limit(1);
      if (!referrer) throw new AppError(ErrorCode.INVITE_INVALID, 'invite_invalid');

      // Hash before the transaction: scrypt is slow and must not hold the database lock.
      const passwordHash = await secrets.hash(input.passwordMd5);
      const payPasswordHash = await secrets.hash(input.payPasswordMd5);
      try {
        return await db.transaction(async (tx) => {
          // Everything again under the transaction: another request may have won meanwhile.
          const consumed = await deps.verification.consumeCode(tx, input.email, input.code);
          if (!consumed.ok) throw new AppError(ErrorCode.CODE_INVALID, 'code_invalid');
          const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
          if (taken) throw new AppError(ErrorCode.EMAIL_TAKEN, 'email_taken');
          if ((await nicknameOwner(tx, input.nickname)) !== null) throw new AppError(ErrorCode.NICKNAME_TAKEN, 'nickname_taken');
          const created = await insertUser(tx, { email: input.email, nickname: input.nickname, passwordHash, payPasswordHash, referrerId: referrer.id }, now());
          return { id: created.id };
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        mapUniqueViolation(error);
      }
    },

    /** Changes nickname and/or avatar. The avatar must be '' or a file issued by the upload service. */
    async updateProfile(userId: number, changes: { nickname?: string; avatar?: string }): Promise<void> {
      let avatar: string | undefined;
      if (changes.avatar !== undefined) {
        if (changes.avatar === '') avatar = '';
        else {
          const name = uploadNameFromUrl(changes.avatar);
          if (!name || !(await deps.uploads.isIssued(name))) throw new AppError(ErrorCode.AVATAR_INVALID, 'avatar_invalid');
          avatar = `${UPLOAD_URL_PREFIX}${name}`;
        }
      }
      try {
        await db.transaction(async (tx) => {
          if (changes.nickname !== undefined) {
            const owner = await nicknameOwner(tx, changes.nickname);
            if (owner !== null && owner !== userId) throw new AppError(ErrorCode.NICKNAME_TAKEN, 'nickname_taken');
          }
          const updated = await tx.update(users).set({ nickname: changes.nickname, avatar, updatedAt: now() }).where(eq(users.id, userId)).returning({ id: users.id });
          if (updated.length === 0) throw new AppError(ErrorCode.USER_NOT_FOUND, 'user_not_found');
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        mapUniqueViolation(error);
      }
    },

    /**
     * Another user's public face for a transfer: avatar, nickname and the masked e-mail (the caller
     * typed the full address already). Callers are limited per user (routes/user.ts).
     */
    async findByEmail(email: string): Promise<PublicProfile> {
      const [user] = await db.select({ avatar: users.avatar, email: users.email, nickname: users.nickname }).from(users).where(eq(users.email, email)).limit(1);
      if (!user) throw new AppError(ErrorCode.USER_NOT_FOUND, 'user_not_found');
      return { ...user, email: maskEmail(user.email) };
    },

    /**
     * New account password; every other session of the user is logged out. The old password is
     * counted like a login (per e-mail and client), the new one must differ, and the write is a compare-and-set
     * on the hash that was checked, so two concurrent changes from the same old password cannot both win.
     */
    async changePassword(session: { userId: number; sessionId: number }, oldMd5: string, newMd5: string, client: string): Promise<void> {
      const [user] = await db.select({ email: users.email, hash: users.passwordHash }).from(users).where(eq(users.id, session.userId)).limit(1);
      if (!user) throw new AppError(ErrorCode.USER_NOT_FOUND, 'user_not_found');
      if (oldMd5 === newMd5) throw new AppError(ErrorCode.PASSWORD_UNCHANGED, 'password_unchanged');
      if (!(await deps.sessions.checkPassword(user.email, client, oldMd5, user.hash))) {
        throw new AppError(ErrorCode.OLD_PASSWORD_WRONG, 'old_password_wrong');
      }
      const hash = await secrets.hash(newMd5);
      await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(users)
          .set({ passwordHash: hash, passwordVersion: sql`${users.passwordVersion} + 1`, updatedAt: now() })
          .where(and(eq(users.id, session.userId), eq(users.passwordHash, user.hash)))
          .returning({ passwordVersion: users.passwordVersion });
        if (!changed) throw new AppError(ErrorCode.OLD_PASSWORD_WRONG, 'old_password_wrong');
        await deps.sessions.revokeOthers(tx, session.userId, session.sessionId);
        await deps.sessions.keepAfterPasswordChange(tx, session.sessionId, changed.passwordVersion);
      });
    },

    /**
     * Forgot password (sendEmail type 2): the e-mail code proves the mailbox, then the new password is
     * set and EVERY session of the user ends (the password version moves on and the rows are deleted).
     * Every login lock of the e-mail (each client's and the all-clients ceiling) is lifted, so the owner
     * can log in with the new password at once, whatever strangers tried.
     * An unknown e-mail never gets a code, so it fails like a wrong code (the answer tells nothing).
     */
    async recoverPassword(email: string, code: string, newMd5: string, client: string): Promise<void> {
      await deps.verification.guessCode(email, code, VERIFICATION_PURPOSE.resetPassword, client);
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (!user) throw new AppError(ErrorCode.CODE_INVALID, 'code_invalid');
      const hash = await secrets.hash(newMd5);
      await db.transaction(async (tx) => {
        const consumed = await deps.verification.consumeCode(tx, email, code, VERIFICATION_PURPOSE.resetPassword);
        if (!consumed.ok) throw new AppError(ErrorCode.CODE_INVALID, 'code_invalid');
        await tx
          .update(users)
          .set({ passwordHash: hash, passwordVersion: sql`${users.passwordVersion} + 1`, updatedAt: now() })
          .where(eq(users.id, user.id));
        await deps.sessions.revokeAll(tx, user.id);
      });
      await deps.sessions.liftAllLocks(email);
    },

    /**
     * Forgot security password (sendEmail type 3, logged in): the code sent to the account's own e-mail,
     * then the new PIN. The PIN lock and its wrong-try count are cleared; sessions stay.
     */
    async recoverPayPassword(userId: number, code: string, newMd5: string, client: string): Promise<void> {
      const email = await emailOf(userId);
      await deps.verification.guessCode(email, code, VERIFICATION_PURPOSE.resetPayPassword, client);
      const hash = await secrets.hash(newMd5, 'pin');
      await db.transaction(async (tx) => {
        const consumed = await deps.verification.consumeCode(tx, email, code, VERIFICATION_PURPOSE.resetPayPassword);
        if (!consumed.ok) throw new AppError(ErrorCode.CODE_INVALID, 'code_invalid');
        await tx.update(users).set({ payPasswordHash: hash, pinFailures: 0, pinLockedUntil: null, updatedAt: now() }).where(eq(users.id, userId));
      });
    },

    emailOf,

    /** Whether an account uses this e-mail (a recovery code is only sent to one). */
    async exists(email: string): Promise<boolean> {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return user !== undefined;
    },

    /** Checks the security PIN (its MD5) of a money action through the one PIN service (counted, locked after 5). */
    async verifyPayPassword(userId: number, pinMd5: string): Promise<void> {
      await deps.pin.verify(userId, pinMd5);
    },

    /** New security PIN; sessions stay. The old PIN goes through the PIN service (counted, locked) and the write is a compare-and-set. */
    async changePayPassword(userId: number, oldMd5: string, newMd5: string): Promise<void> {
      const verified = await deps.pin.verify(userId, oldMd5, { code: ErrorCode.OLD_PAY_PASSWORD_WRONG, key: 'old_pay_password_wrong' });
      const hash = await secrets.hash(newMd5, 'pin');
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set({ payPasswordHash: hash, updatedAt: now() })
          .where(and(eq(users.id, userId), eq(users.payPasswordHash, verified.hash)))
          .returning({ id: users.id });
        if (changed.length === 0) throw new AppError(ErrorCode.OLD_PAY_PASSWORD_WRONG, 'old_pay_password_wrong');
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
