import english from '../../messages/en-US.json';
import { type Locale } from './locales';
import type { Catalog, Messages } from './messages';

/** Every namespace the message files have (they all have the same keys; a unit test checks it). */
export const ALL_NAMESPACES: readonly string[] = Object.keys(english);

/**
 * Build time only (server components of the static export): the precompiled messages of some
 * namespaces, which then travel inside the page's HTML instead of as a script the page must fetch.
 */
export async function loadCatalog(locale: Locale, namespaces: readonly string[]): Promise<Catalog> {
  const load = async (ns: string) => ((await import(`./compiled/${locale}/${ns}.json`)) as { default: Messages }).default;
  const entries = await Promise.all(namespaces.map(async (ns) => [ns, await load(ns)] as const));
  return Object.fromEntries(entries);
}
