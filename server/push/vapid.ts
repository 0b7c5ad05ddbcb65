import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { ServerConfig } from '../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The server's VAPID pair: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; else from VAPID_FILE,
 * written there (owner-only) on first start so every restart signs with the same key and the
 * browsers' subscriptions stay valid. An in-memory database gets a fresh pair per start (tests).
 */
export function loadVapidKeys(config: ServerConfig): VapidKeys {
  const { publicKey, privateKey, subject, file } = config.push;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (config.dataDir === 'memory') return { ...webpush.generateVAPIDKeys(), subject };
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') throw new Error(`${file}: not a VAPID key pair`);
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  const made = webpush.generateVAPIDKeys();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
  return { ...made, subject };
}
