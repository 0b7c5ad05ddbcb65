import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A new session token: 32 random bytes as 64 hex characters. Only its SHA-256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('hex');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Six decimal digits, uniformly random, leading zeros kept. */
export function newVerificationCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Upper-case letters and digits without the look-alikes 0/O, 1/I/L. */
export const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_LENGTH = 8;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)];
  return code;
}

/** A random, unguessable file name stem (128 bits). */
export function newFileStem(): string {
  return randomBytes(16).toString('hex');
}
