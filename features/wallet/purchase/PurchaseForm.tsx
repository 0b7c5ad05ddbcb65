'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { useReadContracts } from '@/platform/wallet/hooks';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { purchaseApi } from '@/platform/wallet/orders';
import { ASSETS } from '@/shared/contract/endpoints/wallet';
import { useMoneyAction } from '@/platform/money/useMoneyAction';
import { formatAmount, fromRawAmount, normalizeAmount } from '@/shared/format/amount';
import { useSession } from '@/platform/session/store';
import { purchaseAmountIssue } from '@/features/wallet/deposit/rules';
import { schemaResolver } from '@/platform/forms/schemaResolver';
import { purchaseSchema } from '@/features/wallet/forms/walletForms';
import type { PurchaseContext, PurchaseValues } from '@/features/wallet/forms/walletForms';
import { tokenAbi } from '@/shared/chain/abi';
import { chainContracts } from '@/shared/chain/networks';
import { usePendingTx } from '@/platform/wallet/pendingTx';
import { ChainGuard } from '../../../platform/wallet/ChainGuard';
import { ConnectGate } from '../../../platform/wallet/ConnectGate';
import { useOnChainPayment } from '../forms/useOnChainPayment';
import { useTxRunner } from '../../../platform/wallet/useTxRunner';
import { useWalletAmountForm, WalletAmountField } from '../forms/WalletAmountField';
import { WalletBalanceCard } from '../forms/WalletBalanceCard';
import type { PurchaseOrder } from '@/shared/contract/shapes';
import { QuoteCountdown } from './QuoteCountdown';

/** The purchase API takes USDT with 6 decimals. */
const API_DECIMALS = 6;
const CHAIN_ID = 56;

const purchaseValidation = schemaResolver<PurchaseValues, PurchaseContext>(purchaseSchema);

/**
 * /wallet/purchase inside <WalletScope/>: buy KinBo with on-chain USDT on BSC:
 * order/create (amount) → a USDT transfer of exactly `amount_units` to the order's receiving address
 * through the transaction runner → order/hash (its kind's follow-up, TX_KINDS) → purchase_confirmed.
 * A payment sent before a reload is finished on the next visit to this or any resuming screen, or by
 * the app-wide watcher (pendingTx), instead of being paid again.
 */
export function PurchaseForm() {
  const t = useTranslations('deposit');
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

  const { register, handleSubmit, formState, fillAmount } = useWalletAmountForm(purchaseValidation, decimals ?? API_DECIMALS);
  // Follows the stored list, so the card goes when this screen, the app-wide watcher or another tab settles it.
  const pending = usePendingTx('purchase');
  // Resuming a payment a reload interrupted; the purchase itself is busy through its money action.
  const { refresh, settle, resuming } = useOnChainPayment(tx, 'purchase', reads);

  // The money-action path (platform/money/useMoneyAction.ts) as every other action: the amount is checked
  // before anything is asked, no double submit, and a refusal (the app's or the server's) shows under
  // the amount. The runner keeps its own stage toasts, pending record and follow-up (order/hash).
  const purchase = useMoneyAction({
    pin: false,
    scope: ASSETS.orderCreate.path,
    // The runner's invalidate refreshes balances, records and the on-chain reads once credited.
    invalidates: [],
    precheck: (text: string) => {
      const issue = decimals === null ? null : purchaseAmountIssue(text, balance ?? null, decimals);
      return issue ? { message: t(issue.replace('deposit.', ''), { decimals: API_DECIMALS }) } : null;
    },
    request: async (text: string) => {
      const number = normalizeAmount(text, API_DECIMALS)!;
      const order = await purchaseApi.create({ amount: number, chain: CHAIN_ID, address: address! });
      setOrder(order);
      return tx.run(
        {
          chainId: CHAIN_ID,
          purpose: 'purchase',
          call: { address: order.token as Address, abi: tokenAbi, functionName: 'transfer', args: [order.address as Address, BigInt(order.amount_units)] },
          extra: { orderId: order.id, amount: number, expiresAt: order.expires_at ?? null },
          invalidate: refresh,
        },
        { success: t('purchaseSuccess'), failure: t('purchaseFailed') },
      );
    },
    onSuccess: settle,
  });
  const running = resuming || purchase.busy;
  // The order being paid: its quote and how long that holds, while the wallet is asked.
  const [order, setOrder] = useState<PurchaseOrder | null>(null);

  const onPurchase = handleSubmit(({ amount }) => {
    if (!address || resuming || decimals === null) return;
    void purchase.run(amount);
  });

  /** Max leaves 0.000001 USDT: the order adds its id in the token's smallest unit to the sum to pay. */
  function onMax() {
    if (balance === null || decimals === null) return;
    const step = 10n ** BigInt(Math.max(0, decimals - API_DECIMALS));
    const usable = balance > step ? ((balance - step) / step) * step : 0n;
    fillAmount(fromRawAmount(usable, decimals));
    purchase.clearRefusal();
  }

  const amountError = formState.errors.amount?.message ? t(formState.errors.amount.message.replace('deposit.', ''), { decimals: API_DECIMALS }) : purchase.refusal?.message;
  const balanceText = balance !== null && decimals !== null ? formatAmount(fromRawAmount(balance, decimals), 6) : null;

  return (
    <ChainGuard allowed={[CHAIN_ID]} message={t('usdtBscOnly')}>
      <div className="flex flex-col gap-4">
        <p className="text-sm leading-relaxed text-fg-muted">{t('purchaseIntro')}</p>
        {pending && (
          <Card role="status" data-testid="pending-purchase" className="flex flex-col gap-2 border-warning/40">
            <p className="text-sm leading-relaxed text-fg">{t('purchasePending', { id: String(pending.extra?.orderId ?? '') })}</p>
            <QuoteCountdown expiresAt={pending.extra?.expiresAt} />
          </Card>
        )}
        {!pending && order && purchase.busy && (
          <Card role="status" data-testid="purchase-quote" className="flex flex-col gap-2">
            <p className="text-sm leading-relaxed text-fg">
              {t('purchaseQuote', { id: String(order.id), kinbo: formatAmount(order.kinbo, 6, { trimZeros: true }), amount: formatAmount(order.amount, 6, { trimZeros: true }) })}
            </p>
            <QuoteCountdown expiresAt={order.expires_at} />
          </Card>
        )}
        <WalletBalanceCard connected={connected} failed={reads.isError} text={balanceText} symbol="USDT" onRetry={() => void reads.refetch()} />
        <WalletAmountField
          label={t('purchaseAmountLabel')}
          testId="purchase-amount"
          field={register('amount')}
          error={amountError}
          decimals={decimals ?? API_DECIMALS}
          disabled={running}
          maxDisabled={balance === null || running}
          onMax={onMax}
          onEdit={purchase.clearRefusal}
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
