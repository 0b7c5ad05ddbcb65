/**
 * Where the pending transactions are stored (pendingTx.ts). Alone in its file so the app shell can ask
 * "is anything pending?" (the key is removed when the list empties) without loading the list's code:
 * the shell counts against the 170 KiB first-load budget.
 */
export const PENDING_TX_KEY = 'pendingTransactions';
