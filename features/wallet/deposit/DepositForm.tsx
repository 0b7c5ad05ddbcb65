'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { maxUint256, type Address } from 'viem';
import { useReadContracts } from '@/platform/wallet/hooks';
import { Button } from '@/ui/Button';
import { depositApi, depositPendingKey, type DepositOrder } from '@/platform/wallet/orders';
import { WALLET } from '@/shared/contract/endpoints/wallet';
import { useMoneyAction } from '@/platform/money/useMoneyAction';
import { formatAmount, fromRawAmount, normalizeAmount, toRawAmount } from '@/shared/format/amount';
import { useSession } from '@/platform/session/store';
import { depositAmountIssue } from '@/features/wallet/deposit/rules';
import { schemaResolver } from '@/platform/forms/schemaResolver';
import { depositSchema } from '@/features/wallet/forms/walletForms';
import type { DepositContext, DepositValues } from '@/features/wallet/forms/walletForms';
import { tokenAbi } from '@/shared/chain/abi';
import { depositButtonEnabled, depositButtonState } from '@/features/wallet/deposit/depositButton';
import { ASSET_SYMBOL, chainContracts, isSupportedChainId, networkInfo, type SupportedChainId } from '@/shared/chain/networks';
import { usePendingTx } from '@/platform/wallet/pendingTx';
import { ChainGuard } from '../../../platform/wallet/ChainGuard';
import { ConnectGate } from '../../../platform/wallet/ConnectGate';
import { useOnChainPayment } from '../forms/useOnChainPayment';
import { useTxRunner } from '../../../platform/wallet/useTxRunner';
import { useWalletAmountForm, WalletAmountField } from '../forms/WalletAmountField';
import { WalletBalanceCard } from '../forms/WalletBalanceCard';
import { depositCall, type SignedOrder } from './depositCall';
import { PendingDepositCard } from './PendingDepositCard';

const depositValidation = schemaResolver<DepositValues, DepositContext>(depositSchema);

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
  const awaiting: DepositOrder | null = !localPending && serverPending.data && serverPending.data.id !== dismissedOrder ? serverPending.data : null;

  // The rules need the token's decimals; 18 until read (the submit waits for them anyway).
  const { register, handleSubmit, control, formState, fillAmount } = useWalletAmountForm(depositValidation, decimals ?? 18);
  const amount = useWatch({ control, name: 'amount' });
  const amountRaw = decimals === null ? null : toRawAmount(amount, decimals);

  const { refresh, settle, resume, resuming } = useOnChainPayment(tx, 'deposit', reads);

  /** deposit(…) on our contract with a signed order, through the runner (stage toasts, pending record, follow-up). */
  const sendDeposit = (signing: SignedOrder, onChain: SupportedChainId, amountText: string) =>
    tx.run(
      { chainId: onChain, purpose: 'deposit', call: depositCall(signing, onChain), extra: { orderId: signing.id, amount: amountText, type: signing.type }, invalidate: refresh },
      { success: t('depositSuccess'), failure: t('depositFailed') },
    );

  // The money-action path (platform/money/useMoneyAction.ts), as PurchaseForm and every API action: the
  // pre-checks run before the wallet is asked anything (network, the wallet's balance where it is
  // known), a second tap while one runs does nothing, and a refusal (the app's or the API's) shows
  // under the amount. The runner invalidates what a credited deposit changed.
  const deposit = useMoneyAction({
    pin: false,
    scope: WALLET.deposit.path,
    invalidates: [],
    precheck: (vars: DepositRun) => {
      if (vars.kind === 'order') return null; // an order already signed: its amount was checked when it was made
      if (!chainAllowed) return { message: tw('kinboBscOnly') };
      const issue = decimals === null ? null : depositAmountIssue(vars.amount, balance ?? null, decimals);
      return issue ? { message: t(issue.replace('deposit.', ''), { decimals: decimals ?? 18 }) } : null;
    },
    request: async (vars: DepositRun) => {
      if (vars.kind === 'order') return sendDeposit(vars.order, vars.order.chain as SupportedChainId, vars.order.number);
      const number = normalizeAmount(vars.amount, decimals!)!;
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

  const amountError = formState.errors.amount?.message ? t(formState.errors.amount.message.replace('deposit.', ''), { decimals: decimals ?? 18 }) : deposit.refusal?.message;

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

        <WalletAmountField
          label={t('amountLabel')}
          testId="deposit-amount"
          maxTestId="deposit-max"
          field={register('amount')}
          error={amountError}
          decimals={decimals ?? 18}
          disabled={running !== null}
          maxDisabled={balance === null || decimals === null || running !== null}
          onMax={() => {
            if (balance === null || decimals === null) return;
            fillAmount(fromRawAmount(balance, decimals));
            deposit.clearRefusal();
          }}
          onEdit={deposit.clearRefusal}
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
