import { Hono } from 'hono';
import { z } from 'zod';
import { parseInput, readJsonObject } from '../platform/validation';
import { emailField } from '../../shared/contract/requests/wire';
import { issue } from '../../shared/contract/requests/issues';
import { DEV } from '../../shared/contract/endpoints/dev';
import type { Services } from '../platform/services';
import { DEV_LEDGER_ASSETS } from './dev-ledger';
import { assertValidAmount } from '../platform/ledger';
import { requireSession, type AppEnv } from '../platform/route-context';
import { reply, route } from '../platform/route';
import { NOTICE_KINDS } from '../../shared/contract/notifications';
import { sampleNotices } from './dev-notices';

/** A positive amount the ledger accepts for the asset (whole number for tickets). */
const devLedgerBody = z.object({ asset: z.enum(DEV_LEDGER_ASSETS), amount: z.string() }).refine(
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
/** Game helpers: prices of the real rooms, small rooms, short times (server/README.md "Games"). */
const GAME_PRICES = ['100', '300', '1000', '3000', '10000'] as const;
const devRoomBody = z.object({
  price: z.enum(GAME_PRICES).default('100'),
  max_count: z.number().int().min(2).max(50).default(2),
  open_count_down: z.number().int().min(1).max(60).default(3),
  seconds: z.number().int().min(5).max(86_400).default(600),
});
const devAuctionBody = z.object({
  usdt: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .default('50'),
  seconds: z.number().int().min(5).max(86_400).default(300),
});
const devEndInBody = z.object({ kind: z.enum(['room', 'bid']), id: z.number().int().positive().max(2_147_483_647), seconds: z.number().int().min(0).max(3_600) });

const devNoticesBody = z.object({ kinds: z.array(z.enum(NOTICE_KINDS)).min(1).max(NOTICE_KINDS.length).optional() });

const devTransferBody = z.object({ to_user_id: z.number().int().positive().max(2_147_483_647) }).and(devLedgerBody);

/** `email`, and optionally the code `type` (1 register, 2 forgot password, 3 forgot security password). */
const mailboxQuery = z.object({
  email: emailField,
  type: z
    .enum(['1', '2', '3'], { error: issue('code_type_invalid') })
    .optional()
    .transform((value) => (value === undefined ? undefined : (Number(value) as 1 | 2 | 3))),
});

/** /api/dev/*: mounted only when LOCAL_MODE is on. Helpers for people and tests on a local server. */
export function devRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);

  // The local server sends no e-mail: this returns the code the user would have received.
  route(app, DEV.mailbox, async (c) => {
    const { email, type } = parseInput(mailboxQuery, c.req.query());
    return services.verification.latestUnusedCode(email, type);
  });

  // Expires the caller's own session, so clients can exercise code 40200.
  route(app, DEV.expireSession, auth, async (c) => {
    await services.sessions.expire(c.get('session').sessionId);
    return reply(null, 'session_expired_marked');
  });

  // TEST-ONLY (LOCAL_MODE): money moves through the real ledger service, for concurrency tests over
  // HTTP across several processes. `{asset: 'usdt'|'ticket'|'kinbo'|'vp'|'release_pool', amount}`; transfer adds `to_user_id`.
  // Answer `{ balance_after }` of the caller; 30001 when the balance is too low.
  for (const [endpoint, direction] of [
    [DEV.ledgerCredit, 'credit'],
    [DEV.ledgerDebit, 'debit'],
  ] as const) {
    route(app, endpoint, auth, async (c) => {
      const { asset, amount } = parseInput(devLedgerBody, await readJsonObject(c));
      return services.devLedger[direction](c.get('session').userId, asset, amount);
    });
  }
  route(app, DEV.ledgerTransfer, auth, async (c) => {
    const { asset, amount, to_user_id } = parseInput(devTransferBody, await readJsonObject(c));
    return services.devLedger.transfer(c.get('session').userId, to_user_id, asset, amount);
  });

  // TEST-ONLY (LOCAL_MODE): the money integrity check over the whole database (services/integrity.ts):
  // every balance equals the sum of its records, every voucher count the items owned. The e2e run
  // calls it when it ends and fails on any difference. `{ problems: [...] }`, empty when all adds up.
  route(app, DEV.integrity, async () => ({ problems: await services.integrity.problems() }));

  // TEST-ONLY (LOCAL_MODE): rooms and auctions of a test's own, and ends brought forward (a disbanded
  // room, an auction in its anti-sniping window) without waiting for the seeded times.
  route(app, DEV.openRoom, auth, async (c) => {
    const body = parseInput(devRoomBody, await readJsonObject(c));
    return services.devGames.openRoom({ price: body.price, maxCount: body.max_count, openCountDown: body.open_count_down, seconds: body.seconds });
  });
  route(app, DEV.openAuction, auth, async (c) => services.devGames.openAuction(parseInput(devAuctionBody, await readJsonObject(c))));
  route(app, DEV.endIn, auth, async (c) => {
    const { kind, id, seconds } = parseInput(devEndInBody, await readJsonObject(c));
    return services.devGames.endIn(kind, id, seconds);
  });

  // TEST-ONLY (LOCAL_MODE): one sample inbox entry of each of `kinds` (every kind by default) for the
  // caller, made through the real inbox store, so alerts, the live notice and Web Push follow as for a
  // real event. `{ made }`.
  route(app, DEV.sampleNotices, auth, async (c) => {
    const { kinds } = parseInput(devNoticesBody, await readJsonObject(c));
    return { made: await services.notices.add(sampleNotices(c.get('session').userId, kinds)) };
  });

  return app;
}
