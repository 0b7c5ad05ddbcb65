'use client';
import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { cn } from '@/ui/cn';
import { CheckCircleIcon } from '@/ui/icons/CheckCircle';
import { ClockIcon, HourglassIcon, XCircleIcon } from './icons';
import type { RecordStatus } from '@/shared/contract';
import { STATUS_TONE } from '@/features/reports/status';

type IconType = ComponentType<{ size?: number; className?: string }>;

const ICON: Record<RecordStatus, IconType> = {
  completed: CheckCircleIcon,
  pending: ClockIcon,
  under_review: HourglassIcon,
  failed: XCircleIcon,
};

/** Full class names (Tailwind only sees whole strings). */
const TONE = {
  success: { text: 'text-success', soft: 'bg-success/15' },
  warning: { text: 'text-warning', soft: 'bg-warning/15' },
  info: { text: 'text-info', soft: 'bg-info/15' },
  danger: { text: 'text-danger', soft: 'bg-danger/15' },
} as const;

export const statusLook = (status: RecordStatus) => ({ Icon: ICON[status], ...TONE[STATUS_TONE[status]] });

/**
 * A record's status: its own icon and colour, and its name. `iconOnly` (a completed row in the list)
 * keeps the name for screen readers only, so a long list is not a column of "Completed".
 */
export function StatusBadge({ status, iconOnly, large }: { status: RecordStatus; iconOnly?: boolean; large?: boolean }) {
  const t = useTranslations('reports.status');
  const look = statusLook(status);
  return (
    <span
      data-testid="record-status"
      data-status={status}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-pill font-medium',
        large ? 'text-[13px] leading-5' : 'text-[11px] leading-4',
        look.text,
        !iconOnly && `${large ? 'px-2 py-0.5' : 'px-1.5 py-px'} ${look.soft}`,
      )}
    >
      <look.Icon size={large ? 16 : 13} className="shrink-0" />
      <span className={iconOnly ? 'sr-only' : undefined}>{t(status)}</span>
    </span>
  );
}
