'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { maxUint256, type Address } from 'viem';
import { useReadContracts } from '@/lib/wallet/hooks';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/Field';
import { depositApi, depositPendingKey, type DepositOrder } from '@/lib/api/deposit';
import { confirmationHref } from '@/lib/routes';
import { useSession } from '@/lib/session/store';
import { cleanAmountInput, depositAmountIssue, parseTokenAmount } from '@/lib/validation/deposit';
import { kinboDepositAbi, tokenAbi } from '@/lib/wallet/abi';
import { fromRawAmount, formatRawAmount } from '@/lib/wallet/amount';
import { depositButtonEnabled, depositButtonState } from '@/lib/wallet/depositButton';
import { ASSET_SYMBOL, chainContracts, isSupportedChainId, networkInfo, type SupportedChainId } from '@/lib/wallet/networks';
import { hasPendingTx, listPendingTx, usePendingTx } from '@/lib/wallet/pendingTx';
import type { TxResult } from '@/lib/wallet/txRunner';
import { ChainGuard } from '../ChainGuard';
import { ConnectGate } from '../ConnectGate';
import { useTxRunner } from '../useTxRunner';
import { WalletBalanceCard } from '../WalletBalanceCard';
import { PendingDepositCard } from './PendingDepositCard';


/**
 * /wallet/deposit inside <WalletScope/> (spec §4 Deposit): the wallet's token balance, the amount,
 * allowance first (Authorize: approve the maximum uint256), then Confirm Deposit: deposit request →
 * deposit(…) on our contract through the transaction runner → deposit confirm → depositconfirmed.
 * A deposit sent before a reload (pendingTx) or an order still waiting for payment (depositPending)
 * is shown with its state instead of asking to pay again. Opening the screen resumes every stored
 * transaction, each with the follow-up of its own kind (a purchase gets its order/hash here too).
 */
export function DepositForm({ type }: { type: 0 | 1 }) {
  const t = useTranslations('deposit');
  const router = useRouter();
  const queryClient = useQueryClient();
  const tx = useTxRunner();

  const address = useSession((s) => s.walletAddress) as Address | null;
  const status = useSession((s) => s.walletStatus);
  const walletChainId = useSession((s) => s.walletChainId);
  const connected = !!address && status === 'connected';
  const chainId: SupportedChainId = isSupportedChainId(walletChainId) ? walletChainId : 56;
  const contracts = chainContracts(chainId);
  const token = type === 1 ? contracts.kinbo : contracts.usdt;
  const chainAllowed = type === 0 || chainId === 56;
  const symbol = ASSET_SYMBOL[type];

  const reads = useReadContracts({
    allowFailure: false,
    contracts: [
      { chainId, address: token ?? contracts.usdt, abi: tokenAbi, functionName: 'balanceOf', args: [address ?? contracts.deposit] },
      { chainId, address: token ?? contracts.usdt, abi: tokenAbi, functionName: 'allowance', args: [address ?? contracts.deposit, contracts.deposit] },
      { chainId, address: token ?? contracts.usdt, abi: tokenAbi, functionName: 'decimals' },
    ],
    query: { enabled: connected && chainAllowed && token !== null },
  });
  const [balance, allowance, decimalsRead] = reads.data ?? [null, null, null];
  const decimals = decimalsRead === null ? null : Number(decimalsRead);

  // Follows the stored list, so the card goes when this screen, the app-wide watcher or another tab settles it.
  const localPending = usePendingTx('deposit');
  const serverPending = useQuery({ queryKey: depositPendingKey, queryFn: () => depositApi.pending({ silent: true }) });
  const [dismissedOrder, setDismissedOrder] = useState<number | null>(null);
  const awaiting: DepositOrder | null =
    !localPending && serverPending.data && serverPending.data.id !== dismissedOrder ? serverPending.data : null;

  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState<'approve' | 'deposit' | null>(null);
  const [resuming, setResuming] = useState(false);
  const amountRaw = decimals === null ? null : parseTokenAmount(amount, decimals);

  const state = depositButtonState({
    connected,
    chainAllowed,
    pendingDeposit: !!localPending || !!awaiting,
    allowance: allowance ?? null,
    balance: balance ?? null,
    amount: amountRaw,
    running,
  });

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['balances'] }),
      queryClient.invalidateQueries({ queryKey: ['reports'] }),
      reads.refetch(),
    ]);
  }, [queryClient, reads]);

  /** After a deposit run or a resume: a credited deposit goes to its confirmation. */
  const settle = useCallback(
    (result: TxResult) => {
      // Otherwise it was sent but not finished (slow chain, confirm call failed): its card stays, never pay again.
      if (result.status === 'confirmed' && result.followUpError === undefined) router.push(confirmationHref('deposit'));
    },
    [router],
  );

  // Transactions a reload interrupted: wait for each receipt and make the call of its kind, once per mount.
  const resumed = useRef(false);
  const resume = useCallback(async () => {
    const deposit = listPendingTx().find((pending) => pending.purpose === 'deposit');
    setResuming(true);
    try {
      const results = await tx.resume(refresh);
      const own = deposit && results.find((result) => 'hash' in result && result.hash === deposit.hash);
      if (own) settle(own);
    } finally {
      setResuming(false);
    }
  }, [refresh, settle, tx]);
  useEffect(() => {
    if (resumed.current || !hasPendingTx()) return;
    resumed.current = true;
    void resume();
  }, [resume]);

  const labels = { success: t('depositSuccess'), failure: t('depositFailed') };

  async function sendDeposit(signing: Omit<DepositOrder, 'chain' | 'address' | 'number' | 'status' | 'tx_hash' | 'created_at'>, onChain: SupportedChainId, amountText: string) {
    const result = await tx.run(
      {
        chainId: onChain,
        purpose: 'deposit',
        call: {
          address: chainContracts(onChain).deposit,
          abi: kinboDepositAbi,
          functionName: 'deposit',
          args: [
            signing.coin_token as Address,
            BigInt(signing.bsc_amount),
            BigInt(signing.type),
            BigInt(signing.id),
            BigInt(signing.sign_out_time),
            signing.v,
            signing.r as `0x${string}`,
            signing.s as `0x${string}`,
          ],
        },
        extra: { orderId: signing.id, amount: amountText, type: signing.type },
        invalidate: refresh,
      },
      labels,
    );
    if (result) settle(result);
  }

  async function onAuthorize() {
    if (!token || running) return;
    setRunning('approve');
    try {
      await tx.run(
        {
          chainId,
          purpose: 'approve',
          call: { address: token, abi: tokenAbi, functionName: 'approve', args: [contracts.deposit, maxUint256] },
          invalidate: () => reads.refetch(),
        },
        { success: t('authorizeSuccess'), failure: t('authorizeFailed') },
      );
    } finally {
      setRunning(null);
    }
  }

  async function onDeposit() {
    if (!address || running || decimals === null) return;
    const issue = depositAmountIssue(amount, balance ?? null, decimals);
    if (issue) {
      setError(t(issue.replace('deposit.', ''), { decimals }));
      return;
    }
    setRunning('deposit');
    try {
      const number = fromRawAmount(amountRaw!, decimals);
      // The API shows its own message when it refuses (the client toasts it).
      const signing = await depositApi.request({ chain: networkInfo(chainId)!.chainCode, type, number, address }).catch(() => null);
      if (!signing) return;
      await sendDeposit(signing, chainId, number);
    } finally {
      setRunning(null);
    }
  }

  async function onPayAwaiting(order: DepositOrder) {
    if (running || !isSupportedChainId(order.chain)) return;
    setRunning('deposit');
    try {
      await sendDeposit(order, order.chain, order.number);
    } finally {
      setRunning(null);
    }
  }

  const balanceText = balance !== null && decimals !== null ? formatRawAmount(balance, decimals, 6) : null;

  return (
    <ChainGuard allowed={type === 1 ? [56] : [56, 137]}>
      <div className="flex flex-col gap-4">
        {(localPending || awaiting) && (
          <PendingDepositCard
            pending={localPending}
            order={awaiting}
            busy={resuming || running !== null}
            onCheck={() => void resume()}
            onPay={awaiting ? () => void onPayAwaiting(awaiting) : undefined}
            onDismiss={awaiting ? () => setDismissedOrder(awaiting.id) : undefined}
          />
        )}

        <WalletBalanceCard connected={connected} failed={reads.isError} text={balanceText} symbol={symbol} onRetry={() => void reads.refetch()} />

        <TextField
          label={t('amountLabel')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('amountPlaceholder')}
          value={amount}
          data-testid="deposit-amount"
          disabled={running !== null}
          error={error ?? undefined}
          onChange={(event) => {
            setAmount(cleanAmountInput(event.target.value));
            setError(null);
          }}
          trailing={
            <button
              type="button"
              data-testid="deposit-max"
              disabled={balance === null || decimals === null || running !== null}
              onClick={() => {
                if (balance === null || decimals === null) return;
                setAmount(fromRawAmount(balance, decimals));
                setError(null);
              }}
              className="-mr-2 min-h-touch min-w-touch rounded-pill px-3 text-sm font-semibold text-accent disabled:text-fg-faint"
            >
              {t('max')}
            </button>
          }
        />

        {state === 'authorize' && <p className="text-[13px] text-fg-muted">{t('authorizeHint', { token: symbol })}</p>}

        <ConnectGate>
          <Button
            size="lg"
            block
            data-testid="deposit-action"
            data-state={state}
            loading={state === 'loading' || state === 'authorizing' || state === 'depositing'}
            disabled={!depositButtonEnabled(state)}
            onClick={() => void (state === 'authorize' ? onAuthorize() : onDeposit())}
          >
            {state === 'authorize' || state === 'authorizing' ? t('authorize') : state === 'pending' ? t('pendingTitle') : t('confirmDeposit')}
          </Button>
        </ConnectGate>
      </div>
    </ChainGuard>
  );
}

/** Loaded lazily by the screen (it pulls in wagmi and viem): not in the route's first-load JS. */
export default DepositForm;
