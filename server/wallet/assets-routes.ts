import { Hono } from 'hono';
import { ok } from '../platform/envelope';
import { parseInput, readJsonObject } from '../platform/validation';
import { CHAIN_ID_OF_CODE } from '../../shared/contract/chains';
import {
  orderCreateRequest,
  orderHashRequest,
  ticketBuyRequest,
  ticketGiveRequest,
  voucherBuyRequest,
  voucherExchangeRequest,
  voucherListQuery,
  voucherMarketQuery,
  voucherOperationRequest,
  vpExchangeRequest,
} from '../../shared/contract/requests/wallet';
import type {
  IncomeClaimResult,
  MarketSeller,
  MarketVoucher,
  NftVoucher,
  Page,
  PurchaseOrder,
  TicketBuyResult,
  TicketGiveResult,
  TicketPackage,
  VoucherExchangeResult,
  VpExchangeResult,
} from '../../shared/contract/shapes';
import type { Services } from '../platform/services';
import { handle, requireSession, type AppEnv } from '../platform/route-context';

/** Tickets (/api/ticket), NFT vouchers (/api/voucher), VP (/api/vp), purchases (/api/order), income claim (/api/user). */
export function assetRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);
  const user = (c: { get(key: 'session'): { userId: number } }) => c.get('session').userId;

  app.get('/ticket/list', auth, handle(async (c) => ok(c, (await services.tickets.list()) satisfies TicketPackage[])));
  app.post(
    '/ticket/buy',
    auth,
    handle(async (c) => ok(c, (await services.tickets.buy(user(c), parseInput(ticketBuyRequest, await readJsonObject(c)))) satisfies TicketBuyResult, 'purchase_done')),
  );
  app.post(
    '/ticket/give',
    auth,
    handle(async (c) => ok(c, (await services.tickets.give(user(c), parseInput(ticketGiveRequest, await readJsonObject(c)))) satisfies TicketGiveResult, 'tickets_sent')),
  );

  app.get(
    '/voucher/list',
    auth,
    handle(async (c) => {
      const query = parseInput(voucherListQuery, c.req.query());
      return ok(c, (await services.vouchers.list(user(c), query.page, query.limit)) satisfies Page<NftVoucher>);
    }),
  );
  app.get('/voucher/buyRecommend', auth, handle(async (c) => ok(c, (await services.vouchers.recommend(user(c))) satisfies MarketSeller[])));
  app.get(
    '/voucher/buyList',
    auth,
    handle(async (c) => ok(c, (await services.vouchers.market(user(c), parseInput(voucherMarketQuery, c.req.query()))) satisfies Page<MarketVoucher>)),
  );
  app.post(
    '/voucher/buy',
    auth,
    handle(async (c) => ok(c, (await services.vouchers.buy(user(c), parseInput(voucherBuyRequest, await readJsonObject(c)))) satisfies NftVoucher, 'purchase_done')),
  );
  app.post(
    '/voucher/operation',
    auth,
    handle(async (c) => {
      const body = parseInput(voucherOperationRequest, await readJsonObject(c));
      return ok(c, (await services.vouchers.operate(user(c), body)) satisfies NftVoucher, body.type === 1 ? 'voucher_listed' : 'voucher_delisted');
    }),
  );
  app.post(
    '/voucher/exchange',
    auth,
    handle(async (c) => ok(c, (await services.vouchers.exchange(user(c), parseInput(voucherExchangeRequest, await readJsonObject(c)))) satisfies VoucherExchangeResult, 'exchange_done')),
  );

  app.post(
    '/vp/exchange',
    auth,
    handle(async (c) => ok(c, (await services.exchanges.exchangeVp(user(c), parseInput(vpExchangeRequest, await readJsonObject(c)))) satisfies VpExchangeResult, 'exchange_done')),
  );

  app.post(
    '/order/create',
    auth,
    handle(async (c) => {
      const body = parseInput(orderCreateRequest, await readJsonObject(c));
      const order = await services.purchases.create(user(c), { ...body, chain: CHAIN_ID_OF_CODE[body.chain] });
      return ok(c, order satisfies PurchaseOrder, 'order_created');
    }),
  );
  app.post(
    '/order/hash',
    auth,
    handle(async (c) => ok(c, (await services.purchases.submitHash(user(c), parseInput(orderHashRequest, await readJsonObject(c)))) satisfies PurchaseOrder, 'purchase_done')),
  );

  app.post('/user/incomeReceive', auth, handle(async (c) => ok(c, (await services.exchanges.claimIncome(user(c))) satisfies IncomeClaimResult, 'income_claimed')));

  return app;
}
