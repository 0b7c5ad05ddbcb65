import { Hono } from 'hono';
import { CHAIN_ID_OF_CODE } from '../../shared/contract/chains';
import { WALLET } from '../../shared/contract/endpoints/wallet';
import type { Services } from '../platform/services';
import { requireSession, type AppEnv } from '../platform/route-context';
import { reply, route } from '../platform/route';

/** /api/wallet/*: on-chain deposits and withdrawals. */
export function walletRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);
  const user = (c: { get(key: 'session'): { userId: number } }) => c.get('session').userId;

  route(app, WALLET.deposit, auth, async (c, body) => reply(await services.deposits.request(user(c), { ...body, chain: CHAIN_ID_OF_CODE[body.chain] }), 'deposit_requested'));
  route(app, WALLET.depositConfirm, auth, async (c, body) => reply(await services.deposits.confirm(user(c), { ...body, chain: CHAIN_ID_OF_CODE[body.chain] }), 'deposit_credited'));
  route(app, WALLET.depositPending, auth, async (c) => services.deposits.pending(user(c)));
  route(app, WALLET.depositInfo, auth, async (c, query) => services.deposits.get(user(c), query.id));
  route(app, WALLET.withdraw, auth, async (c, body) => reply(await services.withdrawals.withdraw(user(c), { ...body, chain: CHAIN_ID_OF_CODE[body.chain] }), 'withdraw_submitted'));
  route(app, WALLET.withdrawInfo, auth, async (c, query) => services.withdrawals.get(user(c), query.id));

  return app;
}
