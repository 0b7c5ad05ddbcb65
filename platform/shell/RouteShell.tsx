import { Suspense } from 'react';
import { loadCatalog } from '@/platform/i18n/catalog.server';
import { DEFAULT_LOCALE } from '@/platform/i18n/locales';
import { routeNamespaces } from '@/platform/i18n/namespaces';
import { RouteIntl } from '@/platform/i18n/RouteIntl';
import { RouteEntry } from './RouteEntry';
import type { RouteManifest } from './route';

/**
 * Runs a route's manifest (./route.ts); every page renders one. A server component, run at build time:
 * the route's own message namespaces in the default language go into the exported HTML, so the screen
 * is prerendered with its text; RouteEntry, in the browser, sends the first queries and renders the screen.
 */
export async function RouteShell<P extends object, L extends object>({ route }: { route: RouteManifest<P, L> }) {
  const messages = await loadCatalog(DEFAULT_LOCALE, routeNamespaces(route.namespaces));
  const entry = <RouteEntry screen={route.screen as RouteManifest['screen']} props={route.props} parts={route.parts} firstQueries={route.firstQueries} />;
  return <RouteIntl messages={messages}>{route.suspense === undefined ? entry : <Suspense fallback={route.suspense}>{entry}</Suspense>}</RouteIntl>;
}
