import { Hono } from 'hono';
import { z } from 'zod';
import { ok } from '../lib/envelope';
import { intParam } from '../lib/query';
import { parseInput, readJsonObject } from '../lib/validation';
import { addressField, amountField, chainField, pinField, tokenTypeField, txHashField } from '../lib/wallet-fields';
import type { DepositSignature } from '../../lib/contract/shapes';
import type { Services } from '../services';
import { handle, requireSession, type AppEnv } from './context';

/**
 * ASSUMED paths (spec §7 names deposit request, deposit confirm and withdraw, not their paths), each
 * relative to the /api/wallet mount; the app's lib/api constants must match.
 */
export const WALLET_PATHS = {
  deposit: '/deposit',
  depositConfirm: '/depositConfirm',
  depositPending: '/depositPending',
  depositInfo: '/depositInfo',
  withdraw: '/withdraw',
  withdrawInfo: '/withdrawInfo',
} as const;

const depositBody = z.object({
  chain: chainField,
  type: tokenTypeField,
  number: amountField(18),
  address: addressField,
});
const confirmBody = z.object({ chain: chainField, hash: txHashField });
const withdrawBody = z.object({
  chain: chainField,
  type: tokenTypeField,
  number: amountField(6),
  address: addressField,
  password: pinField,
});
const idQuery = z.object({ id: intParam(1, 2_147_483_647) });

/** /api/wallet/*: on-chain deposits and withdrawals. */
export function walletRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);

  app.post(
    WALLET_PATHS.deposit,
    auth,
    handle(async (c) => {
      const body = parseInput(depositBody, await readJsonObject(c));
      return ok(c, (await services.deposits.request(c.get('session').userId, body)) satisfies DepositSignature, 'deposit_requested');
    }),
  );

  app.post(
    WALLET_PATHS.depositConfirm,
    auth,
    handle(async (c) => {
      const body = parseInput(confirmBody, await readJsonObject(c));
      return ok(c, await services.deposits.confirm(c.get('session').userId, body), 'deposit_credited');
    }),
  );

  app.get(
    WALLET_PATHS.depositPending,
    auth,
    handle(async (c) => ok(c, await services.deposits.pending(c.get('session').userId))),
  );

  app.get(
    WALLET_PATHS.depositInfo,
    auth,
    handle(async (c) => {
      const query = parseInput(idQuery, c.req.query());
      return ok(c, await services.deposits.get(c.get('session').userId, query.id));
    }),
  );

  app.post(
    WALLET_PATHS.withdraw,
    auth,
    handle(async (c) => {
      const body = parseInput(withdrawBody, await readJsonObject(c));
      return ok(c, await services.withdrawals.withdraw(c.get('session').userId, body), 'withdraw_submitted');
    }),
  );

  app.get(
    WALLET_PATHS.withdrawInfo,
    auth,
    handle(async (c) => {
      const query = parseInput(idQuery, c.req.query());
      return ok(c, await services.withdrawals.get(c.get('session').userId, query.id));
    }),
  );

  return app;
}
