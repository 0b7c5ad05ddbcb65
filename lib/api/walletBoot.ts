import { ROUTES } from '@/lib/routes';
import { bootSession } from './boot';
import { sendEarly } from './client';
import { homeApi } from './home';
import { mainApi } from './main';
import { reportApi } from './report';
import { userApi } from './user';

/** Wallet: the balances and what values them (user info, config, token prices, release pool). */
export function bootWallet() {
  const session = bootSession([ROUTES.wallet]);
  if (!session) return null;
  sendEarly(session, [() => userApi.info(), () => mainApi.config(), () => homeApi.coinList(), () => reportApi.releasePoolInfo()]);
  return true;
}
