'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Address } from 'viem';
import { useReadContracts } from '@/lib/wallet/hooks';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { TextField } from '@/components/ui/Field';
import { DEPOSIT_PATHS, purchaseApi } from '@/lib/api/deposit';
import { useMoneyAction } from '@/lib/api/useMoneyAction';
import { formatAmount, fromRawAmount, toRawAmount } from '@/lib/format/amount';
import { confirmationHref } from '@/lib/routes';
import { useSession } from '@/lib/session/store';
import { purchaseAmountIssue } from '@/lib/validation/deposit';
import { lazyResolver } from '@/lib/validation/lazyResolver';
import { sanitizeAmountInput } from '@/lib/validation/wallet';
import type { PurchaseContext, PurchaseValues } from '@/lib/validation/walletForms';
import { tokenAbi } from '@/lib/wallet/abi';
import { chainContracts } from '@/lib/wallet/networks';
import { hasPendingTx, listPendingTx, usePendingTx } from '@/lib/wallet/pendingTx';
import type { TxResult } from '@/lib/wallet/txRunner';
import { ChainGuard } from '../ChainGuard';
import { ConnectGate } from '../ConnectGate';
import { useTxRunner } from '../useTxRunner';
import { WalletBalanceCard } from '../WalletBalanceCard';

/** The purchase API takes USDT with 6 decimals. */
const API_DECIMALS = 6;
const CHAIN_ID = 56;

const purchaseValidation = lazyResolver<PurchaseValues, PurchaseContext>(() => import('@/lib/validation/walletForms').then((m) => m.purchaseSchema));

/**
 * /wallet/purchase inside <WalletScope/> (issue 9 point 8): buy KinBo with on-chain USDT on BSC:
 * order/create (amount) → a USDT transfer of exactly `amount_units` to the order's receiving address
 * through the transaction runner → order/hash (its kind's follow-up, TX_KINDS) → purchase_confirmed.
 * A payment sent before a reload is finished on the next visit to this or any resuming screen, or by
 * the app-wide watcher (pendingTx), instead of being paid again.
 */
export function PurchaseForm() {
  const t = useTranslations('deposit');
  const router = useRouter();
  const queryClient = useQueryClient();
  const tx = useTxRunner();

  const address = useSession((s) => s.walletAddress) as Address | null;
  const status = useSession((s) => s.walletStatus);
  const connected = !!address && status === 'connected';
  const usdt = chainContracts(CHAIN_ID).usdt;

  const reads = useReadContracts({
    allowFailure: false,
    contracts: [
      { chainId: CHAIN_ID, address: usdt, abi: tokenAbi, functionName: 'balanceOf', args: [address ?? usdt] },
      { chainId: CHAIN_ID, address: usdt, abi: tokenAbi, functionName: 'decimals' },
    ],
    query: { enabled: connected },
  });
  const [balance, decimalsRead] = reads.data ?? [null, null];
  const decimals = decimalsRead === null ? null : Number(decimalsRead);

  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<PurchaseValues, PurchaseContext>({
    resolver: purchaseValidation.resolver,
    context: { decimals: decimals ?? API_DECIMALS },
    defaultValues: { amount: '' },
  });
  // Resuming a payment a reload interrupted; the purchase itself is busy through its money action.
  const [resuming, setResuming] = useState(false);
  // Follows the stored list, so the card goes when this screen, the app-wide watcher or another tab settles it.
  const pending = usePendingTx('purchase');

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['balances'] }),
      queryClient.invalidateQueries({ queryKey: ['reports'] }),
      reads.refetch(),
    ]);
  }, [queryClient, reads]);

  /** After a purchase run or a resume: a credited purchase goes to its confirmation; otherwise its card stays. */
  const settle = useCallback(
    (result: TxResult) => {
      if (result.status === 'confirmed' && result.followUpError === undefined) router.push(confirmationHref('purchase'));
    },
    [router],
  );

  // Transactions a reload interrupted: wait for each receipt and make the call of its kind, once per mount.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !hasPendingTx()) return;
    resumed.current = true;
    const purchase = listPendingTx().find((stored) => stored.purpose === 'purchase');
    setResuming(true);
    tx.resume(refresh)
      .then((results) => {
        const own = purchase && results.find((result) => 'hash' in result && result.hash === purchase.hash);
        if (own) settle(own);
      })
      .finally(() => setResuming(false));
  }, [refresh, settle, tx]);

  // The money-action path (lib/api/useMoneyAction.ts) as every other action: the amount is checked
  // before anything is asked, no double submit, and a refusal (the app's or the server's) shows under
  // the amount. The runner keeps its own stage toasts, pending record and follow-up (order/hash).
  const purchase = useMoneyAction({
    pin: false,
    scope: DEPOSIT_PATHS.orderCreate,
    // The runner's invalidate refreshes balances, records and the on-chain reads once credited.
    invalidates: [],
    precheck: (text: string) => {
      const issue = decimals === null ? null : purchaseAmountIssue(text, balance ?? null, decimals);
      return issue ? { message: t(issue.replace('deposit.', ''), { decimals: API_DECIMALS }) } : null;
    },
    request: async (text: string) => {
      const number = fromRawAmount(toRawAmount(text, API_DECIMALS)!, API_DECIMALS);
      const order = await purchaseApi.create({ amount: number, chain: CHAIN_ID, address: address! });
      return tx.run(
        {
          chainId: CHAIN_ID,
          purpose: 'purchase',
          call: { address: order.token as Address, abi: tokenAbi, functionName: 'transfer', args: [order.address as Address, BigInt(order.amount_units)] },
          extra: { orderId: order.id, amount: number },
          invalidate: refresh,
        },
        { success: t('purchaseSuccess'), failure: t('purchaseFailed') },
      );
    },
    onSuccess: (result) => {
      if (result) settle(result);
    },
  });
  const running = resuming || purchase.busy;

  const onPurchase = handleSubmit(({ amount }) => {
    if (!address || resuming || decimals === null) return;
    void purchase.run(amount);
  });

  /** Max leaves 0.000001 USDT: the order adds its id in the token's smallest unit to the sum to pay. */
  function onMax() {
    if (balance === null || decimals === null) return;
    const step = 10n ** BigInt(Math.max(0, decimals - API_DECIMALS));
    const usable = balance > step ? ((balance - step) / step) * step : 0n;
    setValue('amount', fromRawAmount(usable, decimals), { shouldValidate: isSubmitted });
    purchase.clearRefusal();
  }

  const amountField = register('amount');
  const amountError = errors.amount?.message ? t(errors.amount.message.replace('deposit.', ''), { decimals: API_DECIMALS }) : purchase.refusal?.message;
  const balanceText = balance !== null && decimals !== null ? formatAmount(fromRawAmount(balance, decimals), 6) : null;

  return (
    <ChainGuard allowed={[CHAIN_ID]} message={t('usdtBscOnly')}>
      <div className="flex flex-col gap-4">
        <p className="text-sm leading-relaxed text-fg-muted">{t('purchaseIntro')}</p>
        {pending && (
          <Card role="status" data-testid="pending-purchase" className="flex flex-col gap-2 border-warning/40">
            <p className="text-sm leading-relaxed text-fg">{t('purchasePending', { id: String(pending.extra?.orderId ?? '') })}</p>
          </Card>
        )}
        <WalletBalanceCard connected={connected} failed={reads.isError} text={balanceText} symbol="USDT" onRetry={() => void reads.refetch()} />
        <TextField
          label={t('purchaseAmountLabel')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('amountPlaceholder')}
          data-testid="purchase-amount"
          disabled={running}
          error={amountError}
          {...amountField}
          onFocus={purchaseValidation.preload}
          onChange={(event) => {
            event.target.value = sanitizeAmountInput(event.target.value, decimals ?? API_DECIMALS);
            purchase.clearRefusal();
            return amountField.onChange(event);
          }}
          trailing={
            <button
              type="button"
              disabled={balance === null || running}
              onClick={onMax}
              className="-mr-2 min-h-touch min-w-touch rounded-pill px-3 text-sm font-semibold text-accent disabled:text-fg-faint"
            >
              {t('max')}
            </button>
          }
        />
        <ConnectGate>
          <Button
            size="lg"
            block
            data-testid="purchase-action"
            loading={running || (connected && balance === null && !reads.isError)}
            disabled={!!pending}
            onClick={() => void onPurchase()}
          >
            {pending ? t('purchasePendingTitle') : t('purchaseConfirm')}
          </Button>
        </ConnectGate>
      </div>
    </ChainGuard>
  );
}

/** Loaded lazily by the screen (it pulls in wagmi and viem): not in the route's first-load JS. */
export default PurchaseForm;
