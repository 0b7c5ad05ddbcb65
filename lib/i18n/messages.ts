import type { Locale } from './locales';

export type Messages = Record<string, unknown>;

/**
 * Loads one language's messages. The template-literal import makes the bundler emit one chunk per
 * file, so a visitor downloads only the active language's messages.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const mod = (await import(`../../messages/${locale}.json`)) as { default: Messages };
  return mod.default;
}
