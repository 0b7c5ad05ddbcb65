'use client';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { cn } from '@/ui/cn';
import { TextField } from '@/ui/Field';
import { PageHeader } from '@/platform/shell/PageHeader';
import { PagedList, pagedListTexts } from '@/platform/query/PagedList';
import { Skeleton } from '@/ui/Skeleton';
import { usePagedList } from '@/platform/query/usePagedList';
import { marketListQuery, marketSellersQuery, type MarketVoucher } from '@/features/vouchers/api';
import type { MarketSeller } from '@/shared/contract';
import { ROUTES } from '@/platform/shell/routes';
import { useChosenVoucher } from '@/features/vouchers/chosen';
import { ALL_SELLERS, isFiltered, type MarketFilter } from '@/features/vouchers/market';
import { parseMarketSearch } from '@/features/vouchers/marketSearch';
import { VoucherCard } from './VoucherCard';

function Sellers({ filter, onPick }: { filter: MarketFilter; onPick: (seller: MarketSeller) => void }) {
  const t = useTranslations('vouchers');
  const sellers = useQuery(marketSellersQuery());
  if (sellers.isSuccess && sellers.data.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" aria-label={t('popularSellers')}>
      <h2 className="text-sm font-semibold text-fg-muted">{t('popularSellers')}</h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1" data-testid="popular-sellers">
        {sellers.isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="flex w-[76px] shrink-0 flex-col items-center gap-1.5 py-2" aria-hidden="true">
                <Skeleton className="h-11 w-11 rounded-pill" />
                <Skeleton className="h-3 w-14" />
              </li>
            ))
          : (sellers.data ?? []).map((seller) => {
              const active = filter.kind === 'seller' && filter.userId === seller.user_id;
              return (
                <li key={seller.user_id} className="shrink-0">
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => onPick(seller)}
                    className={cn(
                      // Wide enough for a 12-letter nickname ("NovaTrader" was cut at 76 px); longer ones end in … with the full name in title.
                      'flex min-h-touch w-[88px] flex-col items-center gap-1.5 rounded-card border px-1 py-2',
                      active ? 'border-accent bg-accent/10' : 'border-transparent hover:bg-surface-raised',
                    )}
                    data-testid="seller"
                    data-user-id={seller.user_id}
                  >
                    <Avatar src={seller.avatar} alt="" size={44} />
                    <span
                      className="w-full truncate text-center text-[12px]"
                      title={seller.nickname || undefined}
                      data-truncate-ok="other users' nicknames in the sellers' row (full name in title)"
                    >
                      {seller.nickname || t('noNickname')}
                    </span>
                  </button>
                </li>
              );
            })}
      </ul>
    </section>
  );
}

/**
 * /wallet/buy_nft_list (spec §2, §4, §5): popular sellers, a search by e-mail, and the listed vouchers
 * of others (all, one seller's, or an e-mail's), 20 a page. Buy hands the voucher to purchase_nft in
 * navigation state.
 */
export function VoucherMarketScreen() {
  const t = useTranslations('vouchers');
  const tv = useTranslations();
  const router = useRouter();
  const choose = useChosenVoucher((s) => s.choose);
  const [filter, setFilter] = useState<MarketFilter>(ALL_SELLERS);
  const [search, setSearch] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const listKey = JSON.stringify(filter);
  const list = usePagedList<MarketVoucher>(marketListQuery(filter), listKey);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMarketSearch(search);
    setSearchError(parsed.error);
    if (parsed.filter) setFilter(parsed.filter);
  };
  const clear = () => {
    setFilter(ALL_SELLERS);
    setSearch('');
    setSearchError(null);
  };
  const buy = (voucher: MarketVoucher) => {
    choose(voucher);
    router.push(ROUTES.purchaseNft);
  };

  const clearButton = (
    <Button variant="ghost" size="sm" onClick={clear} className="mx-auto text-accent" data-testid="clear-filter">
      {t('clearFilter')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4 pb-2">
      <PageHeader title={t('marketTitle')} fallbackHref={ROUTES.wallet} />
      <form onSubmit={submit} noValidate className="flex items-start gap-2" role="search" data-testid="market-search">
        <TextField
          // min-w-0: a flex item is as wide as its input's intrinsic size otherwise (wider than a 320 px screen).
          className="min-w-0 flex-1"
          label={t('searchLabel')}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder={t('searchPlaceholder')}
          value={search}
          maxLength={254}
          onChange={(e) => setSearch(e.target.value)}
          error={searchError ? tv(searchError) : undefined}
          data-testid="market-search-input"
        />
        <Button type="submit" className="mt-[26px] min-h-[50px] shrink-0" data-testid="market-search-submit">
          {t('search')}
        </Button>
      </form>
      <Sellers filter={filter} onPick={(seller) => setFilter({ kind: 'seller', userId: seller.user_id, nickname: seller.nickname })} />
      {isFiltered(filter) && (
        <div className="flex items-center justify-between gap-2 rounded-control bg-surface-raised px-3 py-1" data-testid="market-filter">
          <span className="min-w-0 truncate text-sm text-fg-muted">
            {t('showingOf', { name: filter.kind === 'seller' ? filter.nickname || t('noNickname') : filter.kind === 'email' ? filter.email : '' })}
          </span>
          <Button variant="ghost" size="sm" onClick={clear} className="shrink-0 text-accent" data-testid="clear-filter-top">
            {t('clearFilter')}
          </Button>
        </div>
      )}
      <PagedList
        {...list}
        texts={pagedListTexts(t)}
        testId="market-list"
        dataListKey={listKey}
        emptyText={isFiltered(filter) ? t('noMatch') : t('marketEmpty')}
        emptyAction={isFiltered(filter) ? clearButton : undefined}
        skeletonRows={4}
        listClassName="flex flex-col gap-3"
        renderItem={(voucher) => (
          <VoucherCard
            key={voucher.id}
            voucher={voucher}
            testId="market-voucher"
            detail={
              <p className="flex min-w-0 items-center gap-1.5 text-xs text-fg-muted">
                <Avatar src={voucher.avatar} alt="" size={20} />
                <span className="truncate">{voucher.nickname || t('noNickname')}</span>
              </p>
            }
            actions={
              <Button size="sm" block onClick={() => buy(voucher)} data-testid="market-buy">
                {t('buy')}
              </Button>
            }
          />
        )}
      />
    </div>
  );
}
