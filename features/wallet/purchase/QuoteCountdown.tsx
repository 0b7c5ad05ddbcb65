'use client';
import { useTranslations } from 'next-intl';
import { formatClock } from '@/platform/time/clock';
import { useServerCountdown } from '@/platform/time/useCountdown';

/** An order's `expires_at` as server-time milliseconds; null when the API sent none or a malformed one. */
export function quoteDeadline(expiresAt: unknown): number | null {
  if (typeof expiresAt !== 'string') return null;
  const ms = Date.parse(expiresAt);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * How long a purchase order's quoted KinBo holds, counting down in server time; once it has passed, that a
 * payment is credited at the KinBo price of its moment. Nothing when the API gave no `expires_at`.
 */
export function QuoteCountdown({ expiresAt }: { expiresAt: unknown }) {
  const t = useTranslations('deposit');
  const deadline = quoteDeadline(expiresAt);
  const { remaining, running } = useServerCountdown(deadline);
  if (deadline === null) return null;
  return (
    <p className="text-sm leading-relaxed text-fg-muted" data-testid="purchase-quote-countdown" aria-live="off">
      {running ? t('purchaseQuoteHolds', { time: formatClock(remaining) }) : t('purchaseQuoteExpired')}
    </p>
  );
}
