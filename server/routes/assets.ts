import { Hono } from 'hono';
import { z } from 'zod';
import { ok } from '../lib/envelope';
import { intParam, pageParams } from '../lib/query';
import { emailField, issue, parseInput, readJsonObject } from '../lib/validation';
import { addressField, amountField, chainField, idField, pinField, quantityField, txHashField } from '../lib/wallet-fields';
import type { MarketSeller, NftVoucher, Page, TicketPackage } from '../../lib/contract/shapes';
import type { Services } from '../services';
import { handle, requireSession, type AppEnv } from './context';

const choice = <const T extends readonly number[]>(choices: T, key: 'field_invalid', field: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: issue(key, { field }) }).refine((n): n is T[number] => choices.includes(n), issue(key, { field })),
  );

const ticketBuyBody = z.object({ id: idField, password: pinField });
const ticketGiveBody = z.object({ email: emailField, number: quantityField, password: pinField });
const voucherBuyBody = z.object({ id: idField, type: choice([0] as const, 'field_invalid', 'type').default(0), password: pinField });
const voucherOperationBody = z.object({ id: idField, type: choice([0, 1] as const, 'field_invalid', 'type'), password: pinField });
const voucherExchangeBody = z.object({ id: idField, type: choice([0, 1] as const, 'field_invalid', 'type'), password: pinField });
const vpExchangeBody = z.object({ type: choice([0] as const, 'field_invalid', 'type').default(0), password: pinField });
const orderCreateBody = z.object({ amount: amountField(6), chain: chainField.optional().default(56), address: addressField.optional() });
const orderHashBody = z.object({ hash: txHashField, id: idField.optional() });
const pageQuery = z.object(pageParams);
const marketQuery = z.object({ ...pageParams, user_id: intParam(1, 2_147_483_647).optional(), email: emailField.optional() });

/** Tickets (/api/ticket), NFT vouchers (/api/voucher), VP (/api/vp), purchases (/api/order), income claim (/api/user). */
export function assetRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);
  const user = (c: { get(key: 'session'): { userId: number } }) => c.get('session').userId;

  app.get('/ticket/list', auth, handle(async (c) => ok(c, (await services.tickets.list()) satisfies TicketPackage[])));
  app.post(
    '/ticket/buy',
    auth,
    handle(async (c) => ok(c, await services.tickets.buy(user(c), parseInput(ticketBuyBody, await readJsonObject(c))), 'purchase_done')),
  );
  app.post(
    '/ticket/give',
    auth,
    handle(async (c) => ok(c, await services.tickets.give(user(c), parseInput(ticketGiveBody, await readJsonObject(c))), 'tickets_sent')),
  );

  app.get(
    '/voucher/list',
    auth,
    handle(async (c) => {
      const query = parseInput(pageQuery, c.req.query());
      return ok(c, (await services.vouchers.list(user(c), query.page, query.limit)) satisfies Page<NftVoucher>);
    }),
  );
  app.get('/voucher/buyRecommend', auth, handle(async (c) => ok(c, (await services.vouchers.recommend(user(c))) satisfies MarketSeller[])));
  app.get(
    '/voucher/buyList',
    auth,
    handle(async (c) => ok(c, (await services.vouchers.market(user(c), parseInput(marketQuery, c.req.query()))) satisfies Page<NftVoucher & MarketSeller>)),
  );
  app.post(
    '/voucher/buy',
    auth,
    handle(async (c) => ok(c, await services.vouchers.buy(user(c), parseInput(voucherBuyBody, await readJsonObject(c))), 'purchase_done')),
  );
  app.post(
    '/voucher/operation',
    auth,
    handle(async (c) => {
      const body = parseInput(voucherOperationBody, await readJsonObject(c));
      return ok(c, await services.vouchers.operate(user(c), body), body.type === 1 ? 'voucher_listed' : 'voucher_delisted');
    }),
  );
  app.post(
    '/voucher/exchange',
    auth,
    handle(async (c) => ok(c, await services.vouchers.exchange(user(c), parseInput(voucherExchangeBody, await readJsonObject(c))), 'exchange_done')),
  );

  app.post(
    '/vp/exchange',
    auth,
    handle(async (c) => ok(c, await services.exchanges.exchangeVp(user(c), parseInput(vpExchangeBody, await readJsonObject(c))), 'exchange_done')),
  );

  app.post(
    '/order/create',
    auth,
    handle(async (c) => ok(c, await services.purchases.create(user(c), parseInput(orderCreateBody, await readJsonObject(c))), 'order_created')),
  );
  app.post(
    '/order/hash',
    auth,
    handle(async (c) => ok(c, await services.purchases.submitHash(user(c), parseInput(orderHashBody, await readJsonObject(c))), 'purchase_done')),
  );

  app.post('/user/incomeReceive', auth, handle(async (c) => ok(c, await services.exchanges.claimIncome(user(c)), 'income_claimed')));

  return app;
}
