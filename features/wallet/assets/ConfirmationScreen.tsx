'use client';
import { useFollowMoney } from '@/platform/live/useFollowMoney';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/EmptyState';
import { Skeleton } from '@/ui/Skeleton';
import { TokenIcon } from '@/ui/TokenIcon';
import { CheckCircleIcon } from '@/ui/icons/CheckCircle';
import { CloseButton } from '@/ui/CloseButton';
import { CopyIcon } from '@/ui/icons/Copy';
import { useCopy } from '@/ui/useCopy';
import { latestRecordQuery } from '@/features/wallet/assets/api';
import { DEFAULT_LOCALE } from '@/platform/i18n/locales';
import { useRequestLanguage } from '@/platform/i18n/store';
import { useFormatDateTime } from '@/platform/i18n/timeZone';
import type { LatestRecord } from '@/shared/contract';
import { formatAmount } from '@/shared/format/amount';
import { shortenAddress } from '@/shared/format/address';
import { ASSET_DECIMALS, recordAsset, recordDate } from '@/shared/format/recordAmount';
import { confirmationCloseHref } from '@/features/wallet/assets/confirmationClose';
import { purchaseConfirmedKind, type ConfirmationKind } from '@/platform/shell/routes';
import { explorerTxUrl, networkInfo } from '@/shared/chain/networks';

const STATUSES = ['pending', 'under_review', 'completed', 'failed'] as const;
type Status = (typeof STATUSES)[number];
const STATUS_CLASS: Record<Status, string> = {
  completed: 'text-success',
  pending: 'text-warning',
  under_review: 'text-warning',
  failed: 'text-danger',
};

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex min-h-[44px] items-center justify-between gap-4 py-2">
      <dt className="shrink-0 text-sm text-fg-muted">{label}</dt>
      <dd className="flex min-w-0 items-center justify-end gap-1 text-right text-[15px] font-medium tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function CopyValue({ value, label, testId }: { value: string; label: string; testId: string }) {
  const copy = useCopy();
  return (
    <>
      <span className="truncate font-mono text-sm" title={value} data-testid={testId}>
        {shortenAddress(value)}
      </span>
      <button
        type="button"
        onClick={() => void copy(value)}
        aria-label={label}
        data-testid={`${testId}-copy`}
        className="-mr-2 flex min-h-touch min-w-touch shrink-0 items-center justify-center rounded-pill text-fg-muted hover:text-fg"
      >
        <CopyIcon size={18} />
      </button>
    </>
  );
}

function RecordBody({ kind, record }: { kind: ConfirmationKind; record: NonNullable<LatestRecord> }) {
  const t = useTranslations('assets');
  const tw = useTranslations('wallet');
  const formatDateTime = useFormatDateTime();
  const asset = recordAsset(record);
  const amount = formatAmount(String(record.amount).replace(/^-/, ''), ASSET_DECIMALS[asset]);
  const date = recordDate(record);
  const status = STATUSES.find((s) => s === record.status) ?? null;
  const network = networkInfo(record.chain);
  const hash = record.tx_hash && /^0x[0-9a-fA-F]{64}$/.test(record.tx_hash) ? record.tx_hash : null;
  // Only where the chain has an explorer (a per-chain config value; none for the local chains).
  const explorer = hash && network ? explorerTxUrl(network.chainId, hash) : null;

  return (
    <>
      <div className="flex flex-col items-center gap-2 pt-1 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-pill bg-accent-soft text-accent">
          <CheckCircleIcon size={34} />
        </span>
        <h1 className="mt-1 text-lg font-semibold" data-testid="confirm-title">
          {t(`confirm.titles.${kind}`)}
        </h1>
        <p className="text-3xl font-bold tabular-nums" data-testid="confirm-amount">
          {amount} <span className="text-base font-semibold text-fg-muted">{t(`units.${asset}`)}</span>
        </p>
        <p className="text-sm text-fg-muted" data-testid="confirm-record-title">
          {record.title}
        </p>
      </div>
      <Card className="py-1">
        <dl className="divide-y divide-line/60">
          <Row label={t('confirm.asset')} testId="confirm-asset">
            <TokenIcon asset={asset} size={20} />
            {t(`units.${asset}`)}
          </Row>
          <Row label={t('confirm.date')} testId="confirm-date">
            {date ? <time dateTime={date.toISOString()}>{formatDateTime(date, { dateStyle: 'medium', timeStyle: 'medium' })}</time> : '—'}
          </Row>
          {kind === 'withdrawal' && record.fee_usdt !== undefined ? (
            // A USDT withdrawal whose fee was paid in USDT, from the amount.
            <Row label={t('confirm.fee')} testId="confirm-fee">
              {formatAmount(record.fee_usdt, 6)} {t('units.usdt')}
            </Row>
          ) : (
            kind === 'withdrawal' &&
            record.fee_kinbo !== undefined && (
              // Otherwise the fee is KinBo (a USDT withdrawal pays it from the KinBo balance, a KinBo one from the amount).
              <Row label={t('confirm.fee')} testId="confirm-fee">
                {formatAmount(record.fee_kinbo, 6)} {t('units.kinbo')}
              </Row>
            )
          )}
          {kind === 'withdrawal' && record.receive_amount !== undefined && (
            <Row label={t('confirm.receive')} testId="confirm-receive">
              {formatAmount(record.receive_amount, 6)} {t(`units.${asset}`)}
            </Row>
          )}
          {status && (
            <Row label={t('confirm.status')} testId="confirm-status">
              <span className={STATUS_CLASS[status]}>{t(`confirm.statuses.${status}`)}</span>
            </Row>
          )}
          {network && (
            <Row label={t('confirm.network')} testId="confirm-network">
              {tw(network.nameKey)}
            </Row>
          )}
          {record.address && (
            <Row label={t('confirm.address')}>
              <CopyValue value={record.address} label={t('confirm.copyAddress')} testId="confirm-address" />
            </Row>
          )}
          {network && (
            <Row label={t('confirm.hash')}>
              {hash ? <CopyValue value={hash} label={t('confirm.copyHash')} testId="confirm-hash" /> : <span className="text-fg-muted">{t('confirm.hashPending')}</span>}
            </Row>
          )}
        </dl>
        {explorer && (
          <a
            href={explorer}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="confirm-explorer"
            className="flex min-h-touch items-center justify-center border-t border-line/60 text-sm font-semibold text-accent"
          >
            {t('confirm.viewExplorer')}
          </a>
        )}
      </Card>
      {kind === 'ticketSent' && (record.email || record.nickname) && (
        <Card className="flex items-center gap-3" data-testid="confirm-counterparty">
          <Avatar src={record.avatar} alt="" size={48} />
          <div className="flex min-w-0 flex-col">
            <span className="text-xs text-fg-muted">{t('confirm.sentTo')}</span>
            <span className="truncate text-[15px] font-semibold">{record.nickname || record.email}</span>
            {record.nickname && <span className="truncate text-sm text-fg-muted">{record.email}</span>}
          </div>
        </Card>
      )}
    </>
  );
}

/**
 * The five confirmation screens in one (spec §2): the REAL amount, asset, date (the user's time zone)
 * and transaction hash of the newest record of the kind, from the API, so the screen is right both
 * straight after the action and after a reload. Close goes to /reports (NFT and tickets on their tabs).
 */
export function ConfirmationScreen({ kind }: { kind: ConfirmationKind }) {
  const t = useTranslations('assets');
  const tc = useTranslations('common');
  const language = useRequestLanguage();
  const router = useRouter();
  const latest = useQuery({ ...latestRecordQuery(kind, language ?? DEFAULT_LOCALE), enabled: language !== null, refetchOnMount: 'always' });
  // Sent, confirmed or failed shows by itself: the live stream, or a bounded poll while not settled.
  const status = latest.data?.status;
  useFollowMoney({ pending: status === 'pending' || status === 'under_review' });
  // The tab of the asset the record moved (a KinBo deposit closes to KinBo), known once the record is.
  const close = () => router.replace(confirmationCloseHref(kind, latest.data ? recordAsset(latest.data) : null));

  return (
    <div className="flex min-h-[calc(100dvh-160px)] flex-col gap-4 pb-2" data-testid={`confirmation-${kind}`}>
      <div className="flex justify-end pt-1">
        <CloseButton onClick={close} />
      </div>
      {latest.isPending ? (
        <div className="flex flex-col items-center gap-3" aria-busy="true" data-testid="confirm-loading">
          <Skeleton className="h-16 w-16 rounded-pill" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-8 w-32" />
          <Skeleton className="mt-2 h-40 w-full rounded-card" />
        </div>
      ) : latest.data ? (
        <RecordBody kind={kind} record={latest.data} />
      ) : (
        <>
          <h1 className="text-center text-lg font-semibold">{t(`confirm.titles.${kind}`)}</h1>
          <EmptyState text={latest.isError ? t('confirm.loadFailed') : t('confirm.none')} />
        </>
      )}
      <div className="mt-auto pt-4">
        <Button size="lg" block onClick={close} data-testid="confirm-close">
          {tc('close')}
        </Button>
      </div>
    </div>
  );
}

/** purchase_confirmed: the KinBo purchase, or "NFT purchased" with `?kind=nft`. Render under <Suspense>. */
export function PurchaseConfirmedScreen() {
  const search = useSearchParams();
  return <ConfirmationScreen kind={purchaseConfirmedKind(search.toString())} />;
}
