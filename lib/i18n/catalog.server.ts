import english from '../../messages/en-US.json';
import { type Locale } from './locales';
import type { Catalog } from './messages';
import { loadNamespace } from './messages';

/** Every namespace the message files have (they all have the same keys; a unit test checks it). */
export const ALL_NAMESPACES: readonly string[] = Object.keys(english);

/**
 * Build time only (server components of the static export): the precompiled messages of some
 * namespaces, which then travel inside the page's HTML instead of as a script the page must fetch.
 */
export async function loadCatalog(locale: Locale, namespaces: readonly string[]): Promise<Catalog> {
  const entries = await Promise.all(namespaces.map(async (ns) => [ns, await loadNamespace(locale, ns)] as const));
  return Object.fromEntries(entries);
}
