'use client';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { PageHeader } from '@/platform/shell/PageHeader';
import { Skeleton } from '@/ui/Skeleton';
import { useMoneyAction } from '@/platform/money/useMoneyAction';
import { useMoneyPrechecks } from '@/platform/money/moneyPrechecks';
import { ActionRefusal } from '@/platform/money/ActionRefusal';
import { userInfoQuery } from '@/platform/account/user';
import { VOUCHER_ACTION_DOMAINS, voucherApi, type MarketVoucher } from '@/features/vouchers/api';
import { ASSETS } from '@/shared/contract/endpoints/wallet';
import { compare, formatAmount } from '@/shared/format/amount';
import { confirmationHref, ROUTES } from '@/platform/shell/routes';
import { useChosenVoucher } from '@/features/vouchers/chosen';
import { VoucherImage } from './VoucherCard';

/**
 * /wallet/purchase_nft (spec §2): the voucher chosen on the market arrives in navigation state (an
 * in-memory store, not the URL). Buy asks for the security password and pays the price in USDT to
 * the seller; without a chosen voucher (a reload, a shared link) the page goes back to the market.
 */
export function PurchaseVoucherScreen() {
  const voucher = useChosenVoucher((s) => s.voucher);
  const router = useRouter();
  const done = useRef(false);

  useEffect(() => {
    if (!voucher && !done.current) router.replace(ROUTES.buyNftList);
  }, [voucher, router]);

  if (!voucher) return <Skeleton className="mt-16 h-64 w-full" />;
  return (
    <Purchase
      voucher={voucher}
      onBought={() => {
        done.current = true;
        router.replace(confirmationHref('nft'));
        useChosenVoucher.getState().clear();
      }}
    />
  );
}

function Purchase({ voucher, onBought }: { voucher: MarketVoucher; onBought: () => void }) {
  const t = useTranslations('vouchers');
  const info = useQuery(userInfoQuery());
  const balance = info.data?.usdt_amount;
  const short = balance !== undefined && compare(balance, voucher.price) < 0;

  const prechecks = useMoneyPrechecks();
  const buy = useMoneyAction({
    precheck: () => prechecks.usdt(voucher.price),
    request: (id: number, pin) => voucherApi.buy(id, pin ?? ''),
    pin: { description: () => t('buyConfirm', { price: formatAmount(voucher.price), name: voucher.nickname || t('noNickname') }) },
    invalidates: VOUCHER_ACTION_DOMAINS,
    scope: ASSETS.voucherBuy.path,
    successMessage: () => t('bought'),
    onSuccess: onBought,
  });

  return (
    <div className="flex flex-col gap-4 pb-2">
      <PageHeader title={t('purchaseTitle')} fallbackHref={ROUTES.buyNftList} />
      <section className="flex flex-col gap-4 rounded-card border border-line/60 bg-surface p-4" data-testid="purchase-voucher" data-voucher-id={voucher.id}>
        <VoucherImage voucher={voucher} width={320} className="mx-auto h-auto max-w-full" />
        <h2 className="text-lg font-semibold">{voucher.title}</h2>
        <dl className="flex flex-col divide-y divide-line/60 text-sm">
          <div className="flex min-h-[44px] items-center justify-between gap-3">
            <dt className="text-fg-muted">{t('price')}</dt>
            <dd className="text-lg font-bold tabular-nums text-accent" data-testid="purchase-price">
              {formatAmount(voucher.price)} <span className="text-xs font-medium text-fg-faint">USDT</span>
            </dd>
          </div>
          <div className="flex min-h-[44px] items-center justify-between gap-3">
            <dt className="text-fg-muted">{t('seller')}</dt>
            <dd className="flex min-w-0 items-center gap-2">
              <Avatar src={voucher.avatar} alt="" size={24} />
              <span className="truncate font-medium">{voucher.nickname || t('noNickname')}</span>
            </dd>
          </div>
          <div className="flex min-h-[44px] items-center justify-between gap-3">
            <dt className="text-fg-muted">{t('yourBalance')}</dt>
            <dd className="font-medium tabular-nums" data-testid="purchase-balance">
              {balance === undefined ? <Skeleton className="h-4 w-20" /> : <>{formatAmount(balance)} USDT</>}
            </dd>
          </div>
        </dl>
      </section>
      {/* Short of USDT shows before any tap, with the way out; a refusal after the PIN shows here too. */}
      <ActionRefusal refusal={buy.refusal ?? (short ? prechecks.usdt(voucher.price) : null)} />
      <Button size="lg" block loading={buy.busy} disabled={short} onClick={() => void buy.run(voucher.id)} data-testid="purchase-buy">
        {t('buyFor', { price: formatAmount(voucher.price) })}
      </Button>
    </div>
  );
}
