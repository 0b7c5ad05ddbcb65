import { defineRoute } from '@/platform/shell/route';
import { HomeScreen } from './screens/HomeScreen';
import { homeFirstQueries } from './route.client';

/** / and /home. */
export const homeRoute = defineRoute({
  namespaces: ['home', 'balance'],
  screen: HomeScreen,
  firstQueries: homeFirstQueries,
});
