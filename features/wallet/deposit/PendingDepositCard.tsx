'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { CopyIcon } from '@/ui/icons/Copy';
import { useCopy } from '@/ui/useCopy';
import { shortenAddress } from '@/shared/format/address';
import { formatAmount } from '@/shared/format/amount';
import { useFormatDateTime } from '@/platform/i18n/timeZone';
import type { DepositOrder } from '@/platform/wallet/orders';
import { ASSET_SYMBOL } from '@/shared/chain/networks';
import type { PendingTx } from '@/platform/wallet/pendingTx';

/**
 * A deposit already under way, shown instead of asking to pay again:
 * - `pending`: its transaction was sent (remembered in pendingTx); waiting for the receipt / confirm call;
 * - `order`: an order the server signed whose payment this browser never sent (a reload at the
 *   wallet prompt): pay that order, or leave it and start a new deposit (it expires on its own).
 */
export function PendingDepositCard({
  pending,
  order,
  busy,
  onCheck,
  onPay,
  onDismiss,
}: {
  pending: PendingTx | null;
  order: DepositOrder | null;
  busy: boolean;
  onCheck: () => void;
  onPay?: () => void;
  onDismiss?: () => void;
}) {
  const t = useTranslations('deposit');
  const formatDateTime = useFormatDateTime();
  const copy = useCopy();

  if (pending) {
    const amount = typeof pending.extra?.amount === 'string' ? pending.extra.amount : '';
    const symbol = ASSET_SYMBOL[Number(pending.extra?.type ?? 0)] ?? '';
    return (
      <Card role="status" data-testid="pending-deposit" data-state="sent" className="flex flex-col gap-3 border-warning/40">
        <h2 className="text-base font-semibold text-warning">{t('pendingTitle')}</h2>
        <p className="text-sm leading-relaxed text-fg">{t('pendingSent', { amount: formatAmount(amount, 6, { trimZeros: true }), token: symbol })}</p>
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="text-fg-muted">{t('transaction')}</span>
          <button type="button" aria-label={t('copyHash')} onClick={() => void copy(pending.hash)} className="flex min-h-touch items-center gap-1.5 font-mono text-fg">
            {shortenAddress(pending.hash)}
            <CopyIcon className="h-4 w-4 text-fg-muted" />
          </button>
        </div>
        <Button variant="secondary" block loading={busy} onClick={onCheck} data-testid="pending-check">
          {t('checkAgain')}
        </Button>
      </Card>
    );
  }
  if (!order) return null;
  return (
    <Card role="status" data-testid="pending-deposit" data-state="awaiting" className="flex flex-col gap-3 border-warning/40">
      <h2 className="text-base font-semibold text-warning">{t('pendingTitle')}</h2>
      <p className="text-sm leading-relaxed text-fg">
        {t('pendingAwaiting', {
          amount: formatAmount(order.number, 6, { trimZeros: true }),
          token: ASSET_SYMBOL[order.type] ?? '',
          time: formatDateTime(new Date(order.sign_out_time * 1000), { hour: '2-digit', minute: '2-digit' }),
        })}
      </p>
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" disabled={busy} onClick={onDismiss} data-testid="pending-dismiss">
          {t('newDeposit')}
        </Button>
        <Button className="flex-1" loading={busy} onClick={onPay} data-testid="pending-pay">
          {t('payPending')}
        </Button>
      </div>
    </Card>
  );
}
