/**
 * The deposit screen's one action button (spec §4 "Deposit"), as a pure function of what is known:
 *
 *   no wallet ─────────────────────────────► connect
 *   KinBo and the wallet not on BSC ───────► wrongChain (the switch-or-go-back prompt instead)
 *   a deposit sent before a reload ────────► pending    (its state; never "pay again")
 *   balance or allowance still loading ────► loading
 *   approve in flight ─────────────────────► authorizing
 *   allowance 0 (or below the amount) ─────► authorize  (approve the maximum uint256)
 *   deposit request / transaction running ─► depositing
 *   otherwise ─────────────────────────────► deposit    ("Confirm Deposit")
 *
 * Kept free of React and wagmi so every transition is unit-tested.
 */
export type DepositButtonState = 'connect' | 'wrongChain' | 'pending' | 'loading' | 'authorize' | 'authorizing' | 'deposit' | 'depositing';

export interface DepositFacts {
  connected: boolean;
  /** False only for KinBo on a chain other than BSC. */
  chainAllowed: boolean;
  /** A deposit transaction of this user is sent and not yet credited (from pendingTx / depositPending). */
  pendingDeposit: boolean;
  /** Raw allowance of the deposit contract; null while unread. */
  allowance: bigint | null;
  /** Raw wallet balance; null while unread. */
  balance: bigint | null;
  /** The amount entered, raw; null when empty or invalid. */
  amount: bigint | null;
  /** Which on-chain/API action is running, if any. */
  running: 'approve' | 'deposit' | null;
}

export function depositButtonState(f: DepositFacts): DepositButtonState {
  if (!f.connected) return 'connect';
  if (!f.chainAllowed) return 'wrongChain';
  if (f.running === 'deposit') return 'depositing';
  if (f.pendingDeposit) return 'pending';
  if (f.running === 'approve') return 'authorizing';
  if (f.allowance === null || f.balance === null) return 'loading';
  if (f.allowance === 0n || (f.amount !== null && f.allowance < f.amount)) return 'authorize';
  return 'deposit';
}

/** Whether the button can be pressed in a state (busy and waiting states cannot). */
export function depositButtonEnabled(state: DepositButtonState): boolean {
  return state === 'connect' || state === 'authorize' || state === 'deposit';
}
