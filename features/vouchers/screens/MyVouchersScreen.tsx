'use client';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '@/platform/shell/AppLink';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { PageHeader } from '@/platform/shell/PageHeader';
import { PagedList, pagedListTexts } from '@/platform/query/PagedList';
import { Skeleton } from '@/ui/Skeleton';
import { usePagedList } from '@/platform/query/usePagedList';
import { coinListQuery, kinboPrice } from '@/platform/account/kinboPrice';
import { useMoneyAction } from '@/platform/money/useMoneyAction';
import { ActionRefusal } from '@/platform/money/ActionRefusal';
import { userInfoQuery } from '@/platform/account/user';
import { myVoucherListQuery, VOUCHER_ACTION_DOMAINS, voucherApi, type VoucherExchangeType } from '@/features/vouchers/api';
import { ASSETS } from '@/shared/contract/endpoints/wallet';
import { VOUCHER_EXCHANGE_TYPE, VOUCHER_STATE, type NftVoucher } from '@/shared/contract';
import { formatAmount } from '@/shared/format/amount';
import { ROUTES } from '@/platform/shell/routes';
import { usdtToKinbo } from '@/shared/money/fees';
import { VoucherCard, VoucherStateBadge } from './VoucherCard';

type Action = 'list' | 'delist' | 'kinbo' | 'brp';
type Pending = { id: number; action: Action } | null;

/** Counts and the balances a voucher action moves (BRP and KinBo from exchanges). */
function Summary() {
  const t = useTranslations('vouchers');
  const info = useQuery(userInfoQuery());
  const data = info.data;
  const cell = (label: string, value: string, testId: string) => (
    <div className="flex min-w-0 flex-1 flex-col items-center gap-0.5 py-3">
      <span className="text-[12px] text-fg-muted">{label}</span>
      {data ? (
        <span className="max-w-full truncate text-base font-bold tabular-nums" data-testid={testId}>
          {value}
        </span>
      ) : (
        <Skeleton className="h-5 w-12" />
      )}
    </div>
  );
  return (
    <section className="flex divide-x divide-line/60 rounded-card border border-line/60 bg-surface" aria-label={t('summary')}>
      {cell(t('listedCount'), String(data?.nft_voucher_listed_count ?? 0), 'summary-listed')}
      {cell(t('unlistedCount'), String(data?.nft_voucher_not_listed_count ?? 0), 'summary-unlisted')}
      {cell('KinBo', formatAmount(data?.kinbo), 'summary-kinbo')}
      {cell('BRP', formatAmount(data?.brp), 'summary-brp')}
    </section>
  );
}

/**
 * /wallet/my_nft_list (spec §2, §4): my vouchers, 20 a page. Not listed: list it, or exchange it for
 * KinBo or BRP; listed: delist it. Every action asks for the security password (the one money-action
 * path) and refreshes the list and the balances.
 */
export function MyVouchersScreen() {
  const t = useTranslations('vouchers');
  const list = usePagedList<NftVoucher>(myVoucherListQuery(), 'mine');
  const coins = useQuery(coinListQuery());
  const price = kinboPrice(coins.data);
  const [pending, setPending] = useState<Pending>(null);
  // The voucher last acted on: a refusal after the PIN shows on its card.
  const [tapped, setTapped] = useState<number | null>(null);

  const operation = useMoneyAction({
    request: ({ voucher, list }: { voucher: NftVoucher; list: boolean }, pin) => voucherApi.operation(voucher.id, list ? VOUCHER_STATE.listed : VOUCHER_STATE.unlisted, pin ?? ''),
    pin: {
      description: ({ voucher, list }) => t(list ? 'listConfirm' : 'delistConfirm', { title: voucher.title, price: formatAmount(voucher.price) }),
    },
    invalidates: VOUCHER_ACTION_DOMAINS,
    scope: ASSETS.voucherOperation.path,
    successMessage: (_, { list }) => t(list ? 'listed' : 'delisted'),
  });

  const exchange = useMoneyAction({
    // `kinbo`: what the PIN dialog shows for a KinBo exchange, sent so that a moved price is refused, not taken.
    request: ({ voucher, type, kinbo }: { voucher: NftVoucher; type: VoucherExchangeType; kinbo?: string }, pin) => voucherApi.exchange(voucher.id, type, pin ?? '', kinbo),
    pin: {
      description: ({ voucher, type, kinbo }) =>
        type === VOUCHER_EXCHANGE_TYPE.brp
          ? t('exchangeBrpConfirm', { price: formatAmount(voucher.price), amount: formatAmount(voucher.price) })
          : kinbo !== undefined
            ? t('exchangeKinboConfirm', { price: formatAmount(voucher.price), amount: formatAmount(kinbo, 6, { trimZeros: true }) })
            : t('exchangeKinboConfirmNoPrice', { price: formatAmount(voucher.price) }),
    },
    invalidates: VOUCHER_ACTION_DOMAINS,
    scope: ASSETS.voucherExchange.path,
    successMessage: (data) => t('exchanged', { amount: formatAmount(data.amount, 6, { trimZeros: true }), asset: data.asset === 'brp' ? 'BRP' : 'KinBo' }),
  });

  const busy = operation.busy || exchange.busy || pending !== null;
  const start = async (next: NonNullable<Pending>, run: () => Promise<boolean>) => {
    setPending(next);
    setTapped(next.id);
    operation.clearRefusal();
    exchange.clearRefusal();
    try {
      await run();
    } finally {
      setPending(null);
    }
  };

  const renderItem = (voucher: NftVoucher) => {
    const listed = voucher.state === VOUCHER_STATE.listed;
    /** One of the card's actions: busy while it runs, and every action waits while any runs. */
    const actionButton = (action: Action, run: () => Promise<boolean>, look: { label: string; testId: string; primary?: boolean; wide?: boolean }) => (
      <Button
        variant={look.primary ? 'primary' : 'secondary'}
        size="sm"
        block={look.wide}
        className={look.wide ? undefined : 'flex-1'}
        loading={pending?.id === voucher.id && pending.action === action}
        disabled={busy}
        onClick={() => start({ id: voucher.id, action }, run)}
        data-testid={look.testId}
      >
        {look.label}
      </Button>
    );
    return (
      <VoucherCard
        key={voucher.id}
        voucher={voucher}
        testId="my-voucher"
        badge={<VoucherStateBadge listed={listed} label={t(listed ? 'stateListed' : 'stateUnlisted')} />}
        detail={
          <>
            <p className="text-xs text-fg-muted">{t(listed ? 'listedHint' : 'unlistedHint')}</p>
            {tapped === voucher.id && <ActionRefusal refusal={operation.refusal ?? exchange.refusal} className="mt-2" />}
          </>
        }
        actions={
          listed ? (
            actionButton('delist', () => operation.run({ voucher, list: false }), { label: t('delist'), testId: 'voucher-delist', wide: true })
          ) : (
            <>
              {actionButton('list', () => operation.run({ voucher, list: true }), { label: t('list'), testId: 'voucher-list', primary: true })}
              {actionButton('kinbo', () => exchange.run({ voucher, type: VOUCHER_EXCHANGE_TYPE.kinbo, kinbo: (price && usdtToKinbo(voucher.price, price)) ?? undefined }), {
                label: t('toKinbo'),
                testId: 'voucher-exchange-kinbo',
              })}
              {actionButton('brp', () => exchange.run({ voucher, type: VOUCHER_EXCHANGE_TYPE.brp }), { label: t('toBrp'), testId: 'voucher-exchange-brp' })}
            </>
          )
        }
      />
    );
  };

  return (
    <div className="flex flex-col gap-4 pb-2">
      <PageHeader
        title={t('myTitle')}
        fallbackHref={ROUTES.wallet}
        action={
          <AppLink href={ROUTES.buyNftList} className="flex min-h-touch items-center rounded-pill px-3 text-sm font-semibold text-accent" data-testid="to-market">
            {t('toMarket')}
          </AppLink>
        }
      />
      <Summary />
      <PagedList
        {...list}
        texts={pagedListTexts(t)}
        testId="my-voucher-list"
        emptyText={t('myEmpty')}
        emptyAction={
          <AppLink href={ROUTES.buyNftList} className="mx-auto flex min-h-touch items-center justify-center text-sm font-semibold text-accent">
            {t('toMarket')}
          </AppLink>
        }
        skeletonRows={4}
        listClassName="flex flex-col gap-3"
        renderItem={renderItem}
      />
    </div>
  );
}
