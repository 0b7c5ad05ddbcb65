'use client';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '@/platform/shell/AppLink';
import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { Skeleton } from '@/ui/Skeleton';
import { TokenIcon } from '@/ui/TokenIcon';
import { ChevronRightIcon } from '@/ui/icons/ChevronRight';
import { DepositIcon } from '@/ui/icons/Deposit';
import { EyeIcon } from '@/ui/icons/Eye';
import { EyeOffIcon } from '@/ui/icons/EyeOff';
import { ReportsIcon } from '@/ui/icons/Reports';
import { WithdrawIcon } from '@/ui/icons/Withdraw';
import { coinListQuery, kinboPrice } from '@/platform/account/kinboPrice';
import { userInfoQuery } from '@/platform/account/user';
import { formatAmount } from '@/shared/format/amount';
import { depositHref, ROUTES, WALLET_ASSET_TYPE, withdrawalHref } from '@/platform/shell/routes';
import { HIDDEN_AMOUNT, useHideBalances } from '@/platform/account/hideBalances';
import { valuateUser, type ValuedAsset } from '@/shared/money/valuation';
import { queryKeys } from '@/platform/query/keys';
import { UpdatedAt } from '@/platform/query/persist/UpdatedAt';

const BALANCE_CARD_ASSETS: readonly ValuedAsset[] = ['usdt', 'kinbo'];

/**
 * The money card of Home and Profile: total value in USDT of the two balances it shows (USDT, and KinBo
 * at the KinBo price, shared/money/valuation.ts), the USDT and KinBo balances, a hide switch kept across
 * visits, and shortcuts to deposit, withdraw and reports. Amounts round down (shared/format/amount.ts).
 */
export function BalanceCard() {
  const t = useTranslations('balance');
  const info = useQuery(userInfoQuery()).data;
  const coins = useQuery(coinListQuery());
  // "Total balance" counts what the card shows, USDT and KinBo; My assets totals all five.
  // USDT counts at 1 and KinBo at the coin list's price: main config's rates (ticket, VP, voucher) are
  // not needed, so the card does not ask for them (one request and one render fewer on Home).
  const total = valuateUser(info, null, kinboPrice(coins.data), BALANCE_CARD_ASSETS)?.total ?? null;
  const [hidden, setHidden] = useHideBalances();
  const show = (value: string) => (hidden ? HIDDEN_AMOUNT : formatAmount(value, 2));

  return (
    <section aria-labelledby="balance-title" data-testid="balance-card" className="relative overflow-hidden rounded-card border border-line/60 bg-surface p-4 shadow-card">
      <div className="pointer-events-none absolute -left-16 -top-24 h-48 w-48 rounded-pill bg-accent/10 blur-3xl" aria-hidden="true" />
      <div className="relative flex items-center justify-between gap-2">
        {/* The title opens the wallet: one tap from Home to every asset (the tab bar has no Wallet). */}
        <h2 id="balance-title" className="text-sm text-fg-muted">
          <AppLink href={ROUTES.wallet} data-testid="balance-wallet" className="-my-3 -ml-1 flex min-h-touch items-center gap-0.5 px-1 hover:text-fg">
            {t('total')}
            <ChevronRightIcon size={16} />
          </AppLink>
        </h2>
        <button
          type="button"
          onClick={() => setHidden(!hidden)}
          aria-pressed={hidden}
          aria-label={hidden ? t('show') : t('hide')}
          data-testid="balance-toggle"
          className="-mr-2 -mt-2 flex min-h-touch min-w-touch items-center justify-center rounded-pill text-fg-muted hover:bg-surface-raised hover:text-fg"
        >
          {hidden ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      </div>
      <div className="relative -mt-1 flex min-h-9 items-baseline gap-1.5" data-testid="balance-total">
        {total === null ? (
          <Skeleton className="h-8 w-40" />
        ) : (
          <>
            <span className="text-[30px] font-extrabold leading-9 tracking-tight tabular-nums">{show(total)}</span>
            <span className="text-sm font-semibold text-fg-muted">USDT</span>
          </>
        )}
      </div>
      <UpdatedAt queryKey={queryKeys.userInfo} />
      {/* Side by side from 360 px; stacked below, so a large balance is never cut. */}
      <div className="relative mt-3 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
        <Balance asset="usdt" name="USDT" value={info?.usdt_amount} show={show} />
        <Balance asset="kinbo" name="KinBo" value={info?.kinbo} show={show} />
      </div>
      <nav aria-label={t('shortcuts')} className="relative mt-3 grid grid-cols-3 gap-2">
        <Shortcut href={depositHref(WALLET_ASSET_TYPE.usdt)} label={t('deposit')} Icon={DepositIcon} testId="balance-deposit" />
        <Shortcut href={withdrawalHref(WALLET_ASSET_TYPE.usdt)} label={t('withdraw')} Icon={WithdrawIcon} testId="balance-withdraw" />
        <Shortcut href={ROUTES.reports} label={t('reports')} Icon={ReportsIcon} testId="balance-reports" />
      </nav>
    </section>
  );
}

function Balance({ asset, name, value, show }: { asset: 'usdt' | 'kinbo'; name: string; value: string | undefined; show: (v: string) => string }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5 rounded-control bg-surface-sunken px-3 py-2.5" data-testid={`balance-${asset}`}>
      <TokenIcon asset={asset} size={28} />
      <div className="min-w-0">
        <p className="text-xs text-fg-muted">{name}</p>
        {/* One 20 px line, loaded or not: the skeleton fills the amount's line box exactly (no shift). */}
        <div className="break-all text-[15px] font-semibold leading-5 tabular-nums">{value === undefined ? <Skeleton className="h-5 w-16" /> : show(value)}</div>
      </div>
    </div>
  );
}

function Shortcut({ href, label, Icon, testId }: { href: string; label: string; Icon: ComponentType<{ size?: number }>; testId: string }) {
  return (
    <AppLink
      href={href}
      data-testid={testId}
      className="flex min-h-touch flex-col items-center justify-center gap-1 rounded-control bg-surface-raised px-1 py-2 text-center text-[13px] font-semibold leading-4 hover:bg-accent-soft"
    >
      <span className="text-accent">
        <Icon size={20} />
      </span>
      {label}
    </AppLink>
  );
}
