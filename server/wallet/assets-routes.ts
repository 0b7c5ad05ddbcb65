import { Hono } from 'hono';
import { CHAIN_ID_OF_CODE } from '../../shared/contract/chains';
import { ASSETS } from '../../shared/contract/endpoints/wallet';
import { REWARDS } from '../../shared/contract/endpoints/user';
import type { Services } from '../platform/services';
import { requireSession, type AppEnv } from '../platform/route-context';
import { reply, route } from '../platform/route';

/** Tickets, NFT vouchers, VP, purchases and the income claim. */
export function assetRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);
  const user = (c: { get(key: 'session'): { userId: number } }) => c.get('session').userId;

  route(app, ASSETS.ticketList, auth, async () => services.tickets.list());
  route(app, ASSETS.ticketBuy, auth, async (c, body) => reply(await services.tickets.buy(user(c), body), 'purchase_done'));
  route(app, ASSETS.ticketGive, auth, async (c, body) => reply(await services.tickets.give(user(c), body), 'tickets_sent'));

  route(app, ASSETS.voucherList, auth, async (c, query) => services.vouchers.list(user(c), query.page, query.limit));
  route(app, ASSETS.voucherBuyRecommend, auth, async (c) => services.vouchers.recommend(user(c)));
  route(app, ASSETS.voucherBuyList, auth, async (c, query) => services.vouchers.market(user(c), query));
  route(app, ASSETS.voucherBuy, auth, async (c, body) => reply(await services.vouchers.buy(user(c), body), 'purchase_done'));
  route(app, ASSETS.voucherOperation, auth, async (c, body) => reply(await services.vouchers.operate(user(c), body), body.type === 1 ? 'voucher_listed' : 'voucher_delisted'));
  route(app, ASSETS.voucherExchange, auth, async (c, body) => reply(await services.vouchers.exchange(user(c), body), 'exchange_done'));

  route(app, ASSETS.vpExchange, auth, async (c, body) => reply(await services.exchanges.exchangeVp(user(c), body), 'exchange_done'));

  route(app, ASSETS.orderCreate, auth, async (c, body) => reply(await services.purchases.create(user(c), { ...body, chain: CHAIN_ID_OF_CODE[body.chain] }), 'order_created'));
  route(app, ASSETS.orderHash, auth, async (c, body) => reply(await services.purchases.submitHash(user(c), body), 'purchase_done'));

  route(app, REWARDS.incomeReceive, auth, async (c) => reply(await services.exchanges.claimIncome(user(c)), 'income_claimed'));

  return app;
}
