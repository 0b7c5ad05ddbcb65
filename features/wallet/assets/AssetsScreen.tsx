'use client';
import { useFollowMoney } from '@/platform/live/useFollowMoney';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { ActionLink } from '@/ui/ActionLink';
import { Card } from '@/ui/Card';
import { IncomeClaimButton } from '@/platform/account/IncomeClaimButton';
import { Skeleton } from '@/ui/Skeleton';
import { TokenIcon } from '@/ui/TokenIcon';
import { ChevronRightIcon } from '@/ui/icons/ChevronRight';
import { coinListQuery, kinboPrice } from '@/platform/account/kinboPrice';
import { queryKeys } from '@/platform/query/keys';
import { mainConfigQuery } from '@/platform/account/mainConfig';
import { releasePoolInfoQuery } from '@/platform/account/releasePool';
import { userInfoQuery } from '@/platform/account/user';
import { formatAmount } from '@/shared/format/amount';
import { ASSET_DECIMALS } from '@/shared/format/recordAmount';
import { depositHref, reportsHref, ROUTES, WALLET_ASSET_TYPE, withdrawalHref } from '@/platform/shell/routes';
import { userAmounts, valuateUser, type ValuedAsset } from '@/shared/money/valuation';
import { AddKinboButton } from './AddKinboButton';
import { VpExchangeButton } from './VpExchangeButton';

/** The ≈ USDT line under a balance: 2 decimals rounded down (the value is already rounded down). */
function Approx({ value, testId }: { value: string | null | undefined; testId: string }) {
  const t = useTranslations('assets');
  // Skeletons as tall as what replaces them (4 + 16 px = one 20 px line): nothing moves.
  if (value === undefined) return <Skeleton className="mt-1 h-4 w-20" />;
  return (
    <span className="text-[13px] leading-5 tabular-nums text-fg-muted" data-testid={testId}>
      {t('approx', { value: value === null ? '—' : formatAmount(value, 2) })}
    </span>
  );
}

/** One of a card's two actions: the first is the primary one (deposit, buy), the second the other way. */
type CardAction = { href: string; label: string; testId: string };

function AssetCard({
  asset,
  balance,
  value,
  actions,
  children,
  footer,
}: {
  /** Also the card's icon and the key of its name in the `assets` messages. */
  asset: ValuedAsset;
  /** Formatted balance; undefined while loading. */
  balance: string | undefined;
  value: string | null | undefined;
  /** The card's two action links; `children` instead when the card's action is not a link (VP's exchange). */
  actions?: readonly [CardAction, CardAction];
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const t = useTranslations('assets');
  return (
    // The id is a link target: the withdrawal screen's "Exchange VP for KinBo" opens /wallet#vp.
    <Card className="flex scroll-mt-20 flex-col gap-3" id={asset} data-testid={`asset-card-${asset}`}>
      <div className="flex items-center gap-3">
        <TokenIcon asset={asset} size={40} />
        <div className="flex min-w-0 flex-1 flex-col">
          <h2 className="text-sm font-medium text-fg-muted">{t(asset)}</h2>
          {balance === undefined ? (
            <Skeleton className="mt-1 h-6 w-28" />
          ) : (
            <span className="truncate text-xl font-bold tabular-nums" data-testid={`asset-balance-${asset}`}>
              {balance}
            </span>
          )}
          <Approx value={value} testId={`asset-value-${asset}`} />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        {actions
          ? actions.map((action, index) => (
              <ActionLink key={action.testId} href={action.href} variant={index === 0 ? 'primary' : undefined} testId={action.testId}>
                {action.label}
              </ActionLink>
            ))
          : children}
      </div>
      {footer}
    </Card>
  );
}

/** A small text link at a card's foot (records, release details). */
function FootLink({ href, children, testId }: { href: string; children: ReactNode; testId: string }) {
  return (
    <ActionLink href={href} variant="ghost" className="w-full justify-between px-1 font-medium" testId={testId}>
      <span>{children}</span>
      <ChevronRightIcon size={16} />
    </ActionLink>
  );
}

/**
 * Spec §2 Wallet "My assets": USDT, KinBo, Ticket, NFT and VP cards with their actions, each balance
 * with its ≈ USDT value (shared/money/valuation.ts). Everything the user owns is refetched on entry.
 * No wallet library here: "Add KinBo to wallet" loads the runtime only when tapped.
 */
export function AssetsScreen() {
  const t = useTranslations('assets');
  const queryClient = useQueryClient();
  const [enteredAt] = useState(Date.now);
  useFollowMoney();
  useEffect(() => {
    // Spec §4: refreshed on entry — user info, release pool, income: the whole balances domain. What
    // was fetched before the screen was entered is asked for again; what the route's first queries
    // sent on entry is fresh, and on a slow phone may have come before this effect: it is kept.
    void queryClient.invalidateQueries({ queryKey: queryKeys.balances, predicate: (query) => query.state.dataUpdatedAt < enteredAt });
  }, [queryClient, enteredAt]);

  const info = useQuery(userInfoQuery()).data ?? null;
  const config = useQuery(mainConfigQuery());
  const coins = useQuery(coinListQuery());
  const pool = useQuery(releasePoolInfoQuery());
  const price = kinboPrice(coins.data);
  const valuation = valuateUser(info, config.data, price);
  // undefined = still loading (skeleton); null = known to be unknowable (shown as —).
  const ratesLoading = config.isPending || coins.isPending;
  const valueOf = (asset: ValuedAsset) => (!valuation || (ratesLoading && valuation.values[asset] === null) ? undefined : valuation.values[asset]);
  const amounts = info ? userAmounts(info) : null;
  /** A card's balance (undefined while loading) and its ≈ USDT value, by asset. */
  const figuresOf = (asset: ValuedAsset) => ({
    asset,
    balance: amounts ? formatAmount(amounts[asset] ?? 0, ASSET_DECIMALS[asset], { trimZeros: asset !== 'usdt' && asset !== 'kinbo' }) : undefined,
    value: valueOf(asset),
  });

  return (
    <div className="flex flex-col gap-4 py-4" data-testid="assets-screen">
      <h1 className="text-xl font-bold">{t('title')}</h1>

      <Card className="relative overflow-hidden">
        <div className="pointer-events-none absolute -right-16 -top-20 h-48 w-48 rounded-pill bg-accent/10 blur-3xl" aria-hidden="true" />
        <p className="text-sm text-fg-muted">{t('total')}</p>
        {valuation && !ratesLoading ? (
          <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="assets-total">
            {valuation.total === null ? '—' : formatAmount(valuation.total, 2)} <span className="text-base font-semibold text-fg-muted">USDT</span>
          </p>
        ) : (
          <Skeleton className="mt-1 h-9 w-40" />
        )}
        <p className="mt-1 text-xs text-fg-faint">{t('totalHint')}</p>
      </Card>

      <AssetCard
        {...figuresOf('usdt')}
        actions={[
          { href: depositHref(WALLET_ASSET_TYPE.usdt), label: t('deposit'), testId: 'usdt-deposit' },
          { href: withdrawalHref(WALLET_ASSET_TYPE.usdt), label: t('withdrawal'), testId: 'usdt-withdrawal' },
        ]}
        footer={
          <FootLink href={reportsHref('usdt')} testId="usdt-records">
            {t('records')}
          </FootLink>
        }
      />

      <AssetCard
        {...figuresOf('kinbo')}
        footer={
          <>
            <div className="flex items-center justify-between gap-3 rounded-control bg-surface-sunken px-3 py-2" data-testid="kinbo-release">
              <div className="flex min-w-0 flex-col">
                <span className="text-xs text-fg-muted">{t('pendingRelease')}</span>
                {pool.data ? (
                  <span className="truncate text-[15px] font-semibold leading-5 tabular-nums" data-testid="kinbo-release-pending">
                    {formatAmount(pool.data.number, 6)} <span className="text-xs font-medium text-fg-faint">USDT</span>
                  </span>
                ) : (
                  <Skeleton className="mt-1 h-4 w-24" />
                )}
              </div>
              <IncomeClaimButton pending={pool.data?.number} label={t('claim')} size="sm" data-testid="kinbo-claim" />
            </div>
            <AddKinboButton />
            <div className="flex flex-col">
              <FootLink href={ROUTES.releaseDetails} testId="kinbo-release-details">
                {t('releaseDetails')}
              </FootLink>
              <FootLink href={reportsHref('kinbo')} testId="kinbo-records">
                {t('records')}
              </FootLink>
            </div>
          </>
        }
        actions={[
          { href: depositHref(WALLET_ASSET_TYPE.kinbo), label: t('deposit'), testId: 'kinbo-deposit' },
          { href: withdrawalHref(WALLET_ASSET_TYPE.kinbo), label: t('withdrawal'), testId: 'kinbo-withdrawal' },
        ]}
      />

      <AssetCard
        {...figuresOf('ticket')}
        actions={[
          { href: ROUTES.purchaseTicket, label: t('buy'), testId: 'ticket-buy' },
          { href: ROUTES.transfer, label: t('transfer'), testId: 'ticket-transfer' },
        ]}
      />

      <AssetCard
        {...figuresOf('nft')}
        actions={[
          { href: ROUTES.buyNftList, label: t('buy'), testId: 'nft-buy' },
          { href: ROUTES.myNftList, label: t('myNft'), testId: 'nft-list' },
        ]}
      />

      <AssetCard
        {...figuresOf('vp')}
        footer={
          <FootLink href={reportsHref('vp')} testId="vp-records">
            {t('records')}
          </FootLink>
        }
      >
        <VpExchangeButton vp={info ? info.vp : null} />
      </AssetCard>
    </div>
  );
}
