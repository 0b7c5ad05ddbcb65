'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { maxUint256, type Address } from 'viem';
import { useReadContracts } from '@/lib/wallet/hooks';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/Field';
import { DEPOSIT_PATHS, depositApi, depositPendingKey, type DepositOrder } from '@/lib/api/deposit';
import { useMoneyAction } from '@/lib/api/useMoneyAction';
import { formatAmount, fromRawAmount, toRawAmount } from '@/lib/format/amount';
import { confirmationHref } from '@/lib/routes';
import { useSession } from '@/lib/session/store';
import { depositAmountIssue } from '@/lib/validation/deposit';
import { lazyResolver } from '@/lib/validation/lazyResolver';
import { sanitizeAmountInput } from '@/lib/validation/wallet';
import type { DepositContext, DepositValues } from '@/lib/validation/walletForms';
import { tokenAbi } from '@/lib/wallet/abi';
import { depositButtonEnabled, depositButtonState } from '@/lib/wallet/depositButton';
import { ASSET_SYMBOL, chainContracts, isSupportedChainId, networkInfo, type SupportedChainId } from '@/lib/wallet/networks';
import { hasPendingTx, listPendingTx, usePendingTx } from '@/lib/wallet/pendingTx';
import type { TxResult } from '@/lib/wallet/txRunner';
import { ChainGuard } from '../ChainGuard';
import { ConnectGate } from '../ConnectGate';
import { useTxRunner } from '../useTxRunner';
import { WalletBalanceCard } from '../WalletBalanceCard';
import { depositCall, type SignedOrder } from './depositCall';
import { PendingDepositCard } from './PendingDepositCard';

const depositValidation = lazyResolver<DepositValues, DepositContext>(() => import('@/lib/validation/walletForms').then((m) => m.depositSchema));

/** A new deposit of the typed amount, or paying an order signed before a reload. */
type DepositRun = { kind: 'new'; amount: string } | { kind: 'order'; order: DepositOrder };

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
  const tw = useTranslations('wallet');
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

  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useForm<DepositValues, DepositContext>({
    resolver: depositValidation.resolver,
    // The rules need the token's decimals; 18 until read (the submit waits for them anyway).
    context: { decimals: decimals ?? 18 },
    defaultValues: { amount: '' },
  });
  const amount = useWatch({ control, name: 'amount' });
  const amountRaw = decimals === null ? null : toRawAmount(amount, decimals);
  const [resuming, setResuming] = useState(false);

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['balances'] }),
      queryClient.invalidateQueries({ queryKey: ['reports'] }),
      reads.refetch(),
    ]);
  }, [queryClient, reads]);

  /** After a deposit run or a resume: a credited deposit goes to its confirmation. */
  const settle = useCallback(
    (result: TxResult | null) => {
      // Otherwise it was sent but not finished (slow chain, confirm call failed): its card stays, never pay again.
      if (result?.status === 'confirmed' && result.followUpError === undefined) router.push(confirmationHref('deposit'));
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

  /** deposit(…) on our contract with a signed order, through the runner (stage toasts, pending record, follow-up). */
  const sendDeposit = (signing: SignedOrder, onChain: SupportedChainId, amountText: string) =>
    tx.run(
      { chainId: onChain, purpose: 'deposit', call: depositCall(signing, onChain), extra: { orderId: signing.id, amount: amountText, type: signing.type }, invalidate: refresh },
      { success: t('depositSuccess'), failure: t('depositFailed') },
    );

  // The money-action path (lib/api/useMoneyAction.ts), as PurchaseForm and every API action: the
  // pre-checks run before the wallet is asked anything (network, the wallet's balance where it is
  // known), a second tap while one runs does nothing, and a refusal (the app's or the API's) shows
  // under the amount. The runner invalidates what a credited deposit changed.
  const deposit = useMoneyAction({
    pin: false,
    scope: DEPOSIT_PATHS.deposit,
    invalidates: [],
    precheck: (vars: DepositRun) => {
      if (vars.kind === 'order') return null; // an order already signed: its amount was checked when it was made
      if (!chainAllowed) return { message: tw('kinboBscOnly') };
      const issue = decimals === null ? null : depositAmountIssue(vars.amount, balance ?? null, decimals);
      return issue ? { message: t(issue.replace('deposit.', ''), { decimals: decimals ?? 18 }) } : null;
    },
    request: async (vars: DepositRun) => {
      if (vars.kind === 'order') return sendDeposit(vars.order, vars.order.chain as SupportedChainId, vars.order.number);
      const number = fromRawAmount(toRawAmount(vars.amount, decimals!)!, decimals!);
      const signing = await depositApi.request({ chain: networkInfo(chainId)!.chainCode, type, number, address: address! });
      return sendDeposit(signing, chainId, number);
    },
    onSuccess: settle,
  });

  // Authorize (approve the maximum uint256) is an on-chain money action too: one at a time, no double tap.
  const authorize = useMoneyAction({
    pin: false,
    scope: 'approve',
    invalidates: [],
    request: async (spender: Address) =>
      tx.run(
        {
          chainId,
          purpose: 'approve',
          call: { address: token!, abi: tokenAbi, functionName: 'approve', args: [spender, maxUint256] },
          invalidate: () => reads.refetch(),
        },
        { success: t('authorizeSuccess'), failure: t('authorizeFailed') },
      ),
  });

  const running = deposit.busy ? 'deposit' : authorize.busy ? 'approve' : null;
  const state = depositButtonState({
    connected,
    chainAllowed,
    pendingDeposit: !!localPending || !!awaiting,
    allowance: allowance ?? null,
    balance: balance ?? null,
    amount: amountRaw,
    running,
  });

  const onDeposit = handleSubmit((values) => {
    if (!address || decimals === null) return;
    void deposit.run({ kind: 'new', amount: values.amount });
  });

  function onAction() {
    if (state === 'authorize') {
      if (token) void authorize.run(contracts.deposit);
      return;
    }
    void onDeposit();
  }

  const amountField = register('amount');
  const amountError = errors.amount?.message ? t(errors.amount.message.replace('deposit.', ''), { decimals: decimals ?? 18 }) : deposit.refusal?.message;

  const balanceText = balance !== null && decimals !== null ? formatAmount(fromRawAmount(balance, decimals), 6) : null;

  return (
    <ChainGuard allowed={type === 1 ? [56] : [56, 137]}>
      <div className="flex flex-col gap-4">
        {(localPending || awaiting) && (
          <PendingDepositCard
            pending={localPending}
            order={awaiting}
            busy={resuming || running !== null}
            onCheck={() => void resume()}
            onPay={awaiting ? () => isSupportedChainId(awaiting.chain) && void deposit.run({ kind: 'order', order: awaiting }) : undefined}
            onDismiss={awaiting ? () => setDismissedOrder(awaiting.id) : undefined}
          />
        )}

        <WalletBalanceCard connected={connected} failed={reads.isError} text={balanceText} symbol={symbol} onRetry={() => void reads.refetch()} />

        <TextField
          label={t('amountLabel')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('amountPlaceholder')}
          data-testid="deposit-amount"
          disabled={running !== null}
          error={amountError}
          {...amountField}
          onFocus={depositValidation.preload}
          onChange={(event) => {
            event.target.value = sanitizeAmountInput(event.target.value, decimals ?? 18);
            deposit.clearRefusal();
            return amountField.onChange(event);
          }}
          trailing={
            <button
              type="button"
              data-testid="deposit-max"
              disabled={balance === null || decimals === null || running !== null}
              onClick={() => {
                if (balance === null || decimals === null) return;
                setValue('amount', fromRawAmount(balance, decimals), { shouldValidate: isSubmitted });
                deposit.clearRefusal();
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
            onClick={onAction}
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
