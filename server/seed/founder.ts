import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import { hashSecret, md5Hex, type ScryptParams } from '../platform/password';
import { seedDefaultSettings } from '../platform/settings';
import { insertUser } from '../auth/users';
import type { AppDatabase } from '../platform/db/client';
import { users } from '../platform/db/schema';
import { seedWalletData } from './wallet';

export type SeedResult = { createdFounder: boolean };

/**
 * Idempotent start-up data: default settings, and the first account (SEED_EMAIL) whose invite
 * code is SEED_INVITE, so the first person can register with that invite.
 */
export async function seedDatabase(db: AppDatabase, seed: ServerConfig['seed'], options: { now: () => Date; scryptParams: ScryptParams }): Promise<SeedResult> {
  const at = options.now();
  await db.transaction((tx) => seedDefaultSettings(tx, at));

  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, seed.email)).limit(1);
  if (existing) {
    await seedWalletData(db, { now: options.now, scryptParams: options.scryptParams, referrerId: existing.id });
    return { createdFounder: false };
  }

  // The browser sends MD5 hex (upper case for the account password); we store scrypt of its lower-case form.
  const [passwordHash, payPasswordHash] = await Promise.all([hashSecret(md5Hex(seed.password), options.scryptParams), hashSecret(md5Hex(seed.payPassword), options.scryptParams)]);
  const founderId = await db.transaction(async (tx) => {
    const [inviteOwner] = await tx.select({ email: users.email }).from(users).where(eq(users.inviteCode, seed.invite)).limit(1);
    if (inviteOwner) throw new Error(`SEED_INVITE ${seed.invite} already belongs to ${inviteOwner.email}; choose another SEED_INVITE`);
    const founder = await insertUser(tx, { email: seed.email, nickname: seed.nickname, passwordHash, payPasswordHash, inviteCode: seed.invite, referrerId: null }, at);
    return founder.id;
  });
  await seedWalletData(db, { now: options.now, scryptParams: options.scryptParams, referrerId: founderId });
  return { createdFounder: true };
}
