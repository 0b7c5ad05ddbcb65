import type { ReactNode } from 'react';
import { ALL_NAMESPACES, loadCatalog } from '@/platform/i18n/catalog.server';
import { DEFAULT_LOCALE } from '@/platform/i18n/locales';
import { routeNamespaces } from '@/platform/i18n/namespaces';
import { RouteIntl } from './RouteIntl';

/**
 * Wraps every page (a server component, run at build time): the route's own message namespaces in the
 * default language go into the exported HTML, so the screen is prerendered with its text.
 * `route` is the page's path; lib/i18n/namespaces.ts says which namespaces it gets.
 */
export async function RouteMessages({ route, children }: { route: string; children: ReactNode }) {
  const messages = await loadCatalog(DEFAULT_LOCALE, routeNamespaces(route, ALL_NAMESPACES));
  return <RouteIntl messages={messages}>{children}</RouteIntl>;
}
