'use client';
import { useFollowMoney } from '@/platform/live/useFollowMoney';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { ApiError } from '@/platform/http/clientSetup';
import { API_CODES } from '@/shared/contract';
import { Skeleton } from '@/ui/Skeleton';
import { CheckCircleIcon } from '@/ui/icons/CheckCircle';
import { CopyIcon } from '@/ui/icons/Copy';
import { ExternalLinkIcon } from './icons';
import { PageHeader } from '@/platform/shell/PageHeader';
import { useCopy } from '@/ui/useCopy';
import { cn } from '@/ui/cn';
import { mainConfigQuery } from '@/platform/account/mainConfig';
import { reportInfoQuery } from '@/features/reports/api';
import type { ReportDetail } from '@/shared/contract';
import { formatAmount, multiply } from '@/shared/format/amount';
import { shortenAddress } from '@/shared/format/address';
import { canGoBackInApp } from '@/platform/shell/navigation';
import { recordAmount, recordDate, recordDateParts } from '@/shared/format/recordAmount';
import { recordStatusOf } from '@/features/reports/status';
import { explorerTxUrl, networkInfo } from '@/shared/chain/networks';
import { recallRecord } from '@/features/reports/navState';
import { ROUTES } from '@/platform/shell/routes';
import { useSession } from '@/platform/session/store';
import { TONE_CLASS } from './ReportRow';
import { StatusBadge, statusLook } from './StatusBadge';

/** Ticket records received or sent by transfer show the other party (spec §2). */
const TRANSFER_WAY = 2;
const ID_PATTERN = /^\d{1,12}$/;

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex min-h-[44px] items-center justify-between gap-4 py-1.5">
      <dt className="min-w-0 text-sm text-fg-muted [overflow-wrap:anywhere]">{label}</dt>
      <dd className="flex min-w-0 items-center justify-end gap-1 text-right text-[15px] font-medium tabular-nums [overflow-wrap:anywhere]" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A copy button beside a value; the full value is copied, whatever is shown. */
function CopyButton({ value, label, testId }: { value: string; label: string; testId: string }) {
  const tc = useTranslations('common');
  const copy = useCopy();
  return (
    <button
      type="button"
      onClick={() => void copy(value)}
      aria-label={`${tc('copy')}: ${label}`}
      data-testid={testId}
      className="-my-1 -mr-3 flex min-h-touch min-w-touch shrink-0 items-center justify-center rounded-pill text-fg-muted hover:text-fg"
    >
      <CopyIcon size={18} />
    </button>
  );
}

function ExplorerLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      data-testid="detail-explorer"
      className="-my-1 flex min-h-touch min-w-touch shrink-0 items-center justify-center rounded-pill text-accent"
    >
      <ExternalLinkIcon size={18} />
    </a>
  );
}

/** "GMT+7" for the visitor's time zone on that date: the details say whose clock the time is on. */
function timeZoneName(date: Date | null, locale: string) {
  if (!date) return '';
  try {
    return new Intl.DateTimeFormat(locale, { timeZoneName: 'short' }).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

function DetailBody({ record }: { record: ReportDetail }) {
  const t = useTranslations('reports');
  const tw = useTranslations('wallet');
  const locale = useLocale();
  const { data: config } = useQuery(mainConfigQuery());
  const amount = recordAmount(record);
  const when = recordDateParts(record);
  const zone = timeZoneName(recordDate(record), locale);
  const status = recordStatusOf(record);
  const look = status ? statusLook(status) : null;
  const done = status === null || status === 'completed';
  const network = networkInfo(record.chain);
  const isVoucher = record.type === 'voucher';
  const isTicketTransfer = record.type === 'ticket' && Number(record.get_way) === TRANSFER_WAY;
  // A voucher bought from or sold to someone names them; an exchange has nobody on the other side.
  const hasCounterparty = !!(record.nickname || record.email);
  // Spec §2: approximate USDT value = amount × nft_voucher_amount (main config).
  const voucherValue = isVoucher && config ? formatAmount(multiply(String(record.amount).replace(/^-/, ''), config.nft_voucher_amount), 2) : null;
  const txLink = record.tx_hash && record.chain ? explorerTxUrl(record.chain, record.tx_hash) : null;
  const HeroIcon = look?.Icon ?? CheckCircleIcon;

  return (
    <>
      <div className="flex flex-col items-center gap-2 pt-1 text-center">
        <span className={cn('flex h-16 w-16 items-center justify-center rounded-pill', look ? `${look.soft} ${look.text}` : 'bg-surface-raised text-fg-muted')}>
          <HeroIcon size={34} />
        </span>
        <h2 className="mt-1 text-lg font-semibold [overflow-wrap:anywhere]" data-testid="detail-title">
          {record.title}
        </h2>
        <p className={cn('text-3xl font-bold tabular-nums [overflow-wrap:anywhere]', TONE_CLASS[amount.tone])} data-testid="detail-amount">
          {amount.text} <span className="text-base font-semibold text-fg-muted">{t(`units.${amount.asset}`)}</span>
        </p>
      </div>
      <Card className="py-1">
        <dl className="divide-y divide-line/60">
          {status && (
            <Row label={t('details.status')} testId="detail-status">
              <StatusBadge status={status} large />
            </Row>
          )}
          {(record.fee_usdt ?? record.fee_kinbo) !== undefined && (
            // A USDT withdrawal's fee is KinBo, or USDT from the amount when it was paid that way.
            <Row label={t('details.fee')} testId="detail-fee">
              {record.fee_usdt !== undefined ? `${formatAmount(record.fee_usdt, 2)} ${t('units.usdt')}` : `${formatAmount(record.fee_kinbo ?? '0', 2)} ${t('units.kinbo')}`}
            </Row>
          )}
          {record.receive_amount !== undefined && (
            <Row label={t('details.received')} testId="detail-received">
              {formatAmount(record.receive_amount, 2)} {t(`units.${amount.asset}`)}
            </Row>
          )}
          {/* "Completion date" only once it is complete: a pending withdrawal has a date, not a completion. */}
          <Row label={done ? t('details.date') : t('details.createdDate')} testId="detail-date">
            {when.date}
          </Row>
          <Row label={done ? t('details.time') : t('details.createdTime')} testId="detail-time">
            {when.time}
            {zone && <span className="text-sm font-normal text-fg-muted"> {zone}</span>}
          </Row>
          {record.id !== undefined && (
            <Row label={t('details.recordId')} testId="detail-id">
              {record.id}
              <CopyButton value={String(record.id)} label={t('details.recordId')} testId="copy-record-id" />
            </Row>
          )}
          {network && (
            <Row label={t('details.network')} testId="detail-network">
              {tw(network.nameKey)}
            </Row>
          )}
          {record.address && (
            <Row label={t('details.address')} testId="detail-address">
              <span className="font-mono text-sm" title={record.address}>
                {shortenAddress(record.address)}
              </span>
              <CopyButton value={record.address} label={t('details.address')} testId="copy-address" />
            </Row>
          )}
          {record.tx_hash && (
            <Row label={t('details.txHash')} testId="detail-tx">
              <span className="font-mono text-sm" title={record.tx_hash}>
                {shortenAddress(record.tx_hash)}
              </span>
              {txLink && <ExplorerLink href={txLink} label={t('details.viewOnExplorer')} />}
              <CopyButton value={record.tx_hash} label={t('details.txHash')} testId="copy-tx" />
            </Row>
          )}
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
            <span className="text-[15px] font-semibold [overflow-wrap:anywhere]">{record.nickname || t('details.noNickname')}</span>
            <span className="text-sm text-fg-muted [overflow-wrap:anywhere]">{record.email}</span>
          </div>
        </Card>
      )}
    </>
  );
}

/**
 * Spec §2 report details: a confirmation screen with a button that goes back (labelled Close: it
 * confirms nothing) and hides in nav-page mode; a back arrow replaces the close icon, so the way out is there in nav-page mode too. The record comes from the list as navigation state, or is loaded by `?id=`.
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
  // The list's record shows at once; report/info then brings the current status and, for wallet
  // records, the chain, address and transaction hash the list does not carry.
  const info = useQuery({ ...reportInfoQuery(id ?? 0, !!handedOver), enabled: id !== null });
  const record: ReportDetail | null = info.data ? { ...handedOver, ...info.data } : handedOver;
  const paused = info.fetchStatus === 'paused';
  const loading = !record && id !== null && info.isPending && !paused;
  useFollowMoney({ pending: record?.status === 'pending' || record?.status === 'under_review' });

  const goBack = () => (canGoBackInApp() ? router.back() : router.replace(ROUTES.reports));

  return (
    <div className="flex min-h-[calc(100dvh-160px)] flex-col gap-4 pb-2" data-testid="report-details">
      <PageHeader title={t('details.title')} fallbackHref={ROUTES.reports} />
      {loading ? (
        <div className="flex flex-col items-center gap-3" aria-busy="true">
          <Skeleton className="h-16 w-16 rounded-pill" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-8 w-32" />
          <Skeleton className="mt-2 h-32 w-full rounded-card" />
        </div>
      ) : record ? (
        <DetailBody record={record} />
      ) : (info.isError || paused) && !(info.error instanceof ApiError && info.error.code === API_CODES.RECORD_NOT_FOUND) ? (
        // A failed load is an error to retry, not a record that does not exist.
        <ErrorState onRetry={() => void info.refetch()} retrying={info.isFetching} />
      ) : (
        <EmptyState text={t('details.notFound')} />
      )}
      {!navPage && (
        <div className="mt-auto pt-4">
          <Button size="lg" block onClick={goBack} data-testid="detail-confirm">
            {tc('close')}
          </Button>
        </div>
      )}
    </div>
  );
}
