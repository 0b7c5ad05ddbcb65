import { get, post } from '../endpoint';
import type { DevBalanceAfter, DevGameEnd, DevGameOpened, DevIntegrity, DevMailbox, DevNoticesMade } from '../dev';
import type { NoData } from '../shapes';

/**
 * /api/dev/*: the LOCAL_MODE helpers, for tests and people on a local server (never on a production
 * API). The app never calls them; their requests are checked by the dev routes themselves
 * (server/dev/routes.ts: they follow the server's ledger rules).
 */
export const DEV = {
  /** `?email=&type=`: the newest unused code sent to an e-mail. */
  mailbox: get('/api/dev/mailbox').returns<DevMailbox>(),
  expireSession: post('/api/dev/expireSession').returns<NoData>(),
  /** `{ asset, amount }` (transfer adds `to_user_id`): the caller's balance afterwards. */
  ledgerCredit: post('/api/dev/ledger/credit').returns<DevBalanceAfter>(),
  ledgerDebit: post('/api/dev/ledger/debit').returns<DevBalanceAfter>(),
  ledgerTransfer: post('/api/dev/ledger/transfer').returns<DevBalanceAfter>(),
  integrity: get('/api/dev/integrity').returns<DevIntegrity>(),
  openRoom: post('/api/dev/games/openRoom').returns<DevGameOpened>(),
  openAuction: post('/api/dev/games/openAuction').returns<DevGameOpened>(),
  endIn: post('/api/dev/games/endIn').returns<DevGameEnd>(),
  /** `{ kinds? }`: one sample inbox entry of each kind (all by default) for the caller, pushes included. */
  sampleNotices: post('/api/dev/notices/samples').returns<DevNoticesMade>(),
} as const;
