import type { ComponentType, ReactNode } from 'react';
import type { FirstQueriesOf } from '@/platform/query/FirstQueries';

/**
 * What a route loads first, declared once per route in its feature (features/<name>/route.ts) and run
 * by RouteShell: the page only picks the manifest.
 *
 * - `namespaces`: the message namespaces the screen uses besides the shell's (SHELL_NAMESPACES). The
 *   default language's go into the exported HTML; another language's are fetched for this route only.
 * - `screen`: the screen, rendered with `props` (plain values) and `parts`.
 * - `suspense`: a Suspense fallback around the screen (a screen that reads the URL's search params must
 *   have one in a static export); absent, no boundary.
 * - `firstQueries`: the answers the first paint waits for, sent as the route is entered.
 * - `parts`: the screen's lazy parts (lazyComponent), code that loads after the page and reaches the
 *   screen as props.
 *
 * The manifest is read by a server component: what runs in the browser (`firstQueries`, `parts`) is
 * exported by a 'use client' module next to it (route.client.ts), which hands the browser the real
 * functions and components; the manifest module itself stays free of browser code.
 */
export interface RouteManifest<P extends object = object, L extends object = object> {
  namespaces: readonly string[];
  screen: ComponentType<P & L>;
  props?: P;
  suspense?: ReactNode;
  firstQueries?: FirstQueriesOf;
  parts?: L;
}

/** A route's manifest, typed against its screen's props. */
export function defineRoute<P extends object = object, L extends object = object>(manifest: RouteManifest<P, L>): RouteManifest<P, L> {
  return manifest;
}
