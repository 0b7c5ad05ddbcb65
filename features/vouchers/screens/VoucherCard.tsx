import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';
import { formatAmount } from '@/shared/format/amount';
import { voucherImage, VOUCHER_IMAGE_SIZE } from '@/features/vouchers/image';

/** The voucher picture, at its drawn size (width/height set, so the list never jumps while images load). */
export function VoucherImage({ voucher, width, className }: { voucher: { image?: string | null; price: string }; width: number; className?: string }) {
  const height = Math.round((width * VOUCHER_IMAGE_SIZE.height) / VOUCHER_IMAGE_SIZE.width);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser
    <img
      src={voucherImage(voucher)}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded-control bg-surface-raised object-cover', className)}
      style={{ width, height }}
      data-testid="voucher-image"
    />
  );
}

/** One voucher row: picture, title, price in USDT, a line of detail and the row's buttons. */
export function VoucherCard({
  voucher,
  badge,
  detail,
  actions,
  testId,
}: {
  voucher: { id: number; title: string; image?: string | null; price: string };
  badge?: ReactNode;
  detail?: ReactNode;
  actions?: ReactNode;
  testId: string;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line/60 bg-surface p-3" data-testid={testId} data-voucher-id={voucher.id} data-price={voucher.price}>
      <div className="flex gap-3">
        <VoucherImage voucher={voucher} width={128} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="line-clamp-2 break-words text-[15px] font-semibold">{voucher.title}</h2>
            {badge}
          </div>
          <p className="text-lg font-bold tabular-nums text-accent">
            {formatAmount(voucher.price)} <span className="text-xs font-medium text-fg-faint">USDT</span>
          </p>
          {detail}
        </div>
      </div>
      {actions && <div className="flex gap-2">{actions}</div>}
    </li>
  );
}

/** Listed / not listed, in words and colour. */
export function VoucherStateBadge({ listed, label }: { listed: boolean; label: string }) {
  return (
    <span
      className={cn('shrink-0 rounded-pill px-2 py-0.5 text-[11px] font-semibold', listed ? 'bg-accent/15 text-accent' : 'bg-surface-raised text-fg-muted')}
      data-testid="voucher-state"
    >
      {label}
    </span>
  );
}
