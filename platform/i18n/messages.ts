import type { Locale } from './locales';

/** One namespace's messages, precompiled at build time (scripts/lib/messages.mjs). */
export type Messages = Record<string, unknown>;
/** Namespace name → its messages, the shape NextIntlClientProvider takes. */
export type Catalog = Record<string, Messages>;

/** This build's folder of messages (public/i18n/<version>, written by scripts/lib/messages.mjs). */
const MESSAGES_BASE = `/i18n/${process.env.NEXT_PUBLIC_MESSAGES_VERSION ?? 'dev'}`;

/**
 * Loads one namespace of one language: a plain JSON file per locale and namespace, so a visitor
 * downloads only what the screen shows, in the active language only. The default language never
 * loads this way: its messages come inside the prerendered pages (catalog.server.ts).
 */
export async function loadNamespace(locale: Locale, namespace: string): Promise<Messages> {
  const response = await fetch(`${MESSAGES_BASE}/${locale}/${namespace}.json`);
  if (!response.ok) throw new Error(`messages ${locale}/${namespace}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
}
