'use client';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { CheckCircleIcon, CloseIcon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { mainConfigQuery } from '@/lib/api/main';
import { reportInfoQuery } from '@/lib/api/report';
import type { ReportDetail } from '@/lib/contract';
import { formatAmount, multiply } from '@/lib/format/amount';
import { recordAmount, recordDateParts } from '@/lib/reports/amount';
import { recallRecord } from '@/lib/reports/navState';
import { ROUTES } from '@/lib/routes';
import { useSession } from '@/lib/session/store';
import { TONE_CLASS } from './ReportRow';

/** Ticket records received or sent by transfer show the other party (spec §2). */
const TRANSFER_WAY = 2;
const ID_PATTERN = /^\d{1,12}$/;

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex min-h-[44px] items-center justify-between gap-4 py-2">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="min-w-0 truncate text-right text-[15px] font-medium tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function DetailBody({ record }: { record: ReportDetail }) {
  const t = useTranslations('reports');
  const { data: config } = useQuery(mainConfigQuery());
  const amount = recordAmount(record);
  const when = recordDateParts(record);
  const isVoucher = record.type === 'voucher';
  const isTicketTransfer = record.type === 'ticket' && Number(record.get_way) === TRANSFER_WAY;
  // A voucher bought from or sold to someone names them; an exchange has nobody on the other side.
  const hasCounterparty = !!(record.nickname || record.email);
  // Spec §2: approximate USDT value = amount × nft_voucher_amount (main config).
  const voucherValue = isVoucher && config ? formatAmount(multiply(String(record.amount).replace(/^-/, ''), config.nft_voucher_amount), 2) : null;

  return (
    <>
      <div className="flex flex-col items-center gap-2 pt-1 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-pill bg-accent-soft text-accent">
          <CheckCircleIcon size={34} />
        </span>
        <h1 className="mt-1 text-lg font-semibold" data-testid="detail-title">
          {record.title}
        </h1>
        <p className={cn('text-3xl font-bold tabular-nums', TONE_CLASS[amount.tone])} data-testid="detail-amount">
          {amount.text} <span className="text-base font-semibold text-fg-muted">{t(`units.${amount.asset}`)}</span>
        </p>
      </div>
      <Card className="py-1">
        <dl className="divide-y divide-line/60">
          <Row label={t('details.status')}>
            <span className="text-success">{t('details.completed')}</span>
          </Row>
          <Row label={t('details.date')} testId="detail-date">
            {when.date}
          </Row>
          <Row label={t('details.time')} testId="detail-time">
            {when.time}
          </Row>
          {isVoucher && hasCounterparty && (
            <Row label={t('details.nickname')} testId="detail-nickname">
              {record.nickname || t('details.noNickname')}
            </Row>
          )}
          {isVoucher && (
            <Row label={t('details.approxValue')} testId="detail-voucher-value">
              {voucherValue === null ? '—' : `≈ ${voucherValue} USDT`}
            </Row>
          )}
        </dl>
      </Card>
      {isTicketTransfer && (
        <Card className="flex items-center gap-3" data-testid="detail-counterparty">
          <Avatar src={record.avatar} alt="" size={48} />
          <div className="flex min-w-0 flex-col">
            <span className="text-xs text-fg-muted">{Number(record.pm) === 1 ? t('details.from') : t('details.to')}</span>
            <span className="truncate text-[15px] font-semibold">{record.nickname || t('details.noNickname')}</span>
            <span className="truncate text-sm text-fg-muted">{record.email}</span>
          </div>
        </Card>
      )}
    </>
  );
}

/**
 * Spec §2 report details: a confirmation screen (close icon, Confirm button that goes back and hides
 * in nav-page mode). The record comes from the list as navigation state, or is loaded by `?id=`.
 * Uses useSearchParams: render it under <Suspense>.
 */
export function ReportDetailsScreen() {
  const t = useTranslations('reports');
  const tc = useTranslations('common');
  const router = useRouter();
  const navPage = useSession((s) => s.navPage);
  const idParam = useSearchParams().get('id');
  const id = idParam && ID_PATTERN.test(idParam) ? Number(idParam) : null;
  const [handedOver] = useState(() => recallRecord(id));
  const info = useQuery({ ...reportInfoQuery(id ?? 0), enabled: id !== null && !handedOver });
  const record: ReportDetail | null = handedOver ?? info.data ?? null;
  const loading = !record && id !== null && info.isPending;

  const goBack = () => (window.history.length > 1 ? router.back() : router.replace(ROUTES.reports));

  return (
    <div className="flex min-h-[calc(100dvh-160px)] flex-col gap-4 pb-2" data-testid="report-details">
      <div className="flex justify-end pt-1">
        <button
          type="button"
          onClick={goBack}
          aria-label={tc('close')}
          data-testid="detail-close"
          className="-mr-3 flex min-h-touch min-w-touch items-center justify-center rounded-pill text-fg-muted hover:text-fg"
        >
          <CloseIcon />
        </button>
      </div>
      {loading ? (
        <div className="flex flex-col items-center gap-3" aria-busy="true">
          <Skeleton className="h-16 w-16 rounded-pill" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-8 w-32" />
          <Skeleton className="mt-2 h-32 w-full rounded-card" />
        </div>
      ) : record ? (
        <DetailBody record={record} />
      ) : (
        <>
          <h1 className="sr-only">{t('details.title')}</h1>
          <EmptyState text={t('details.notFound')} />
        </>
      )}
      {!navPage && (
        <div className="mt-auto pt-4">
          <Button size="lg" block onClick={goBack} data-testid="detail-confirm">
            {tc('confirm')}
          </Button>
        </div>
      )}
    </div>
  );
}
