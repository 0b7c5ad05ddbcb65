import type { Locale } from './locales';

/** One namespace's messages, precompiled at build time (scripts/lib/messages.mjs). */
export type Messages = Record<string, unknown>;
/** Namespace name → its messages, the shape NextIntlClientProvider takes. */
export type Catalog = Record<string, Messages>;

/**
 * Loads one namespace of one language. The template-literal import makes the bundler emit one chunk
 * per locale and namespace (lib/i18n/compiled/<locale>/<ns>.json, written by next.config.mjs), so a
 * visitor downloads only what the screen shows, in the active language only.
 */
export async function loadNamespace(locale: Locale, namespace: string): Promise<Messages> {
  // The default language never loads this way: its messages come inside the prerendered pages
  // (catalog.server.ts), so its chunks are left out of the browser build.
  const mod = (await import(
    /* webpackChunkName: "messages-[request]" */
    /* webpackExclude: /en-US/ */
    `./compiled/${locale}/${namespace}.json`
  )) as { default: Messages };
  return mod.default;
}
