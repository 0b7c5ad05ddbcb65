'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Skeleton } from '@/ui/Skeleton';

/**
 * The connected wallet's token balance on an on-chain form (deposit, purchase): a skeleton while it
 * is read, Try again when the read failed, '--' without a wallet. `text` is already rounded down.
 */
export function WalletBalanceCard({ connected, failed, text, symbol, onRetry }: { connected: boolean; failed: boolean; text: string | null; symbol: string; onRetry: () => void }) {
  const t = useTranslations('deposit');
  return (
    <>
      <Card className="flex items-center justify-between gap-3">
        <span className="text-sm text-fg-muted">{t('walletBalance')}</span>
        {connected && failed ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : connected && text === null ? (
          <Skeleton className="h-5 w-32" />
        ) : (
          <span data-testid="wallet-token-balance" className="font-mono text-base font-semibold tabular-nums">
            {text ?? '--'} {symbol}
          </span>
        )}
      </Card>
      {connected && failed && <p className="text-[13px] text-danger">{t('balanceFailed')}</p>}
    </>
  );
}
