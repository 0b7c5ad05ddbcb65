import { Hono } from 'hono';
import { z } from 'zod';
import { ok } from '../lib/envelope';
import { emailField, issue, parseInput, readJsonObject } from '../lib/validation';
import type { Services } from '../services';
import { DEV_LEDGER_ASSETS } from '../services/dev-ledger';
import { assertValidAmount } from '../services/ledger';
import { handle, requireSession, type AppEnv } from './context';

/** A positive amount the ledger accepts for the asset (whole number for tickets). */
const devLedgerBody = z
  .object({ asset: z.enum(DEV_LEDGER_ASSETS), amount: z.string() })
  .refine(
    ({ asset, amount }) => {
      try {
        assertValidAmount(asset, amount);
        return true;
      } catch {
        return false;
      }
    },
    { message: issue('field_invalid', { field: 'amount' }), path: ['amount'] },
  );
const devTransferBody = z.object({ to_user_id: z.number().int().positive().max(2_147_483_647) }).and(devLedgerBody);

/** /api/dev/* — mounted only when LOCAL_MODE is on. Helpers for people and tests on a local server. */
export function devRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  // The local server sends no e-mail: this returns the code the user would have received.
  app.get(
    '/mailbox',
    handle(async (c) => {
      const { email } = parseInput(z.object({ email: emailField }), c.req.query());
      return ok(c, await services.verification.latestUnusedCode(email));
    }),
  );

  // Expires the caller's own session, so clients can exercise code 40200.
  app.post(
    '/expireSession',
    requireSession(services.sessions),
    handle(async (c) => {
      await services.sessions.expire(c.get('session').sessionId);
      return ok(c, null, 'session_expired_marked');
    }),
  );

  // TEST-ONLY (LOCAL_MODE): money moves through the real ledger service, for concurrency tests over
  // HTTP across several processes. `{asset: 'usdt'|'ticket'|'kinbo', amount}`; transfer adds `to_user_id`.
  // Answer `{ balance_after }` of the caller; 30001 when the balance is too low.
  app.post(
    '/ledger/credit',
    requireSession(services.sessions),
    handle(async (c) => {
      const { asset, amount } = parseInput(devLedgerBody, await readJsonObject(c));
      return ok(c, await services.devLedger.credit(c.get('session').userId, asset, amount));
    }),
  );
  app.post(
    '/ledger/debit',
    requireSession(services.sessions),
    handle(async (c) => {
      const { asset, amount } = parseInput(devLedgerBody, await readJsonObject(c));
      return ok(c, await services.devLedger.debit(c.get('session').userId, asset, amount));
    }),
  );
  app.post(
    '/ledger/transfer',
    requireSession(services.sessions),
    handle(async (c) => {
      const { asset, amount, to_user_id } = parseInput(devTransferBody, await readJsonObject(c));
      return ok(c, await services.devLedger.transfer(c.get('session').userId, to_user_id, asset, amount));
    }),
  );

  return app;
}
