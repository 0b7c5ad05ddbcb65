'use client';
import { FirstQueries, type FirstQueriesOf } from '@/platform/query/FirstQueries';
import type { RouteManifest } from './route';

/** The browser side of RouteShell: the route's first queries leave, then its screen renders. */
export function RouteEntry({ screen: Screen, props, parts, firstQueries }: { screen: RouteManifest['screen']; props?: object; parts?: object; firstQueries?: FirstQueriesOf }) {
  return (
    <>
      {firstQueries ? <FirstQueries of={firstQueries} /> : null}
      <Screen {...props} {...parts} />
    </>
  );
}
