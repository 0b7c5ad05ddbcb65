// The operator's answer to "[chain] chain N is not the chain this database knows": accepts the chains
// running now as the ones the database belongs to, so payouts go out again (docs/operations.md).
// Stop the API first when it runs on PGlite (it owns the data folder).
//
//   npm run chain:accept-reset
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/platform/db/client';
import { acceptChainReset } from '../server/wallet/chain-genesis';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const removed = await acceptChainReset(database.db);
  console.log(
    removed.length > 0
      ? `Forgot the known genesis of ${removed.join(', ')}; the next payout run records the chains running now and pays again.`
      : 'No chain genesis was recorded; nothing to accept.',
  );
} finally {
  await database.close();
}
