import { ROUTES } from '@/lib/routes';
import { bootSession } from './boot';
import { sendEarly } from './client';
import { DEFAULT_RANKING_PERIOD, homeApi } from './home';

/** Home: the banners (the LCP element) and the default ranking. */
export function bootHome() {
  const session = bootSession([ROUTES.home, '/home']);
  if (!session) return null;
  const [banners, ranking] = sendEarly(session, [() => homeApi.banners(), () => homeApi.ranking(DEFAULT_RANKING_PERIOD)] as const);
  return { banners, ranking };
}
