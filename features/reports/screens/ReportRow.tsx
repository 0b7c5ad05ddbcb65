'use client';
import { AppLink } from '@/platform/shell/AppLink';
import { useTranslations } from 'next-intl';
import { ChevronRightIcon } from '@/ui/icons/ChevronRight';
import { cn } from '@/ui/cn';
import type { ReportRecord } from '@/shared/contract';
import { recordAmount, recordDateParts } from '@/shared/format/recordAmount';
import { rememberRecord } from '@/features/reports/navState';
import { reportDetailsHref, roomHref } from '@/platform/shell/routes';
import { recordStatusOf } from '@/features/reports/status';
import { AssetBadge } from './AssetBadge';
import { StatusBadge } from './StatusBadge';

/** Transfers carry the other party (spec §3: nickname, avatar, email of the counterparty). */
const TRANSFER_WAY = 2;

export const TONE_CLASS = { credit: 'text-success', debit: 'text-fg', neutral: 'text-fg-muted' } as const;

/**
 * One record. Spec §2: a room record opens its Flash Deal room; any other record opens the
 * details screen, with the record handed over as navigation state.
 */
export function ReportRow({ record }: { record: ReportRecord }) {
  const t = useTranslations('reports');
  const amount = recordAmount(record);
  const when = recordDateParts(record);
  const isRoom = record.type === 'room' && record.chat_id !== null && record.chat_id !== undefined;
  const counterparty = Number(record.get_way) === TRANSFER_WAY ? record.nickname || record.email : null;
  const href = isRoom ? roomHref(record.chat_id as number) : reportDetailsHref(record.id);
  const status = recordStatusOf(record);

  return (
    <li>
      <AppLink
        href={href}
        onClick={() => {
          if (!isRoom) rememberRecord(record);
        }}
        data-testid="report-row"
        data-type={record.type}
        data-status={status ?? undefined}
        className="flex min-h-[68px] items-center gap-3 px-3 py-2.5 transition-colors hover:bg-surface-raised active:bg-surface-raised"
      >
        <AssetBadge asset={amount.asset} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          {/* Titles wrap (two lines at 320 px in the longest language) rather than end in "…". */}
          <span className="text-[15px] font-medium leading-snug [overflow-wrap:anywhere]" data-testid="row-title">
            {record.title}
          </span>
          <span className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-fg-faint">
            <time dateTime={when.dateTime.replace(' ', 'T')} className="shrink-0 tabular-nums">
              {when.dateTime}
            </time>
            {status && <StatusBadge status={status} iconOnly={status === 'completed'} />}
            {record.type === 'room' && (
              <span className="rounded-pill bg-surface-raised px-1.5 py-px text-[11px] text-fg-muted">
                {Number(record.is_winner) === 1 ? t('row.voucherReward') : t('row.rebateReward')}
              </span>
            )}
            {counterparty && (
              <span className="min-w-0 [overflow-wrap:anywhere]" data-testid="row-counterparty">
                · {counterparty}
              </span>
            )}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end">
          <span className={cn('text-[15px] font-semibold tabular-nums', TONE_CLASS[amount.tone])} data-testid="row-amount">
            {amount.text}
          </span>
          <span className="text-[11px] text-fg-faint">{t(`units.${amount.asset}`)}</span>
        </span>
        <ChevronRightIcon size={16} className="-mr-1 shrink-0 text-fg-faint" />
      </AppLink>
    </li>
  );
}
