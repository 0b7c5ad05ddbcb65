'use client';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { lazyComponent } from '@/components/ui/lazy';
import { ROUTES } from '@/lib/routes';
import { NetworkBadge } from '../NetworkBadge';
import { WalletScope } from '../WalletScope';

/** The form reads the wallet through wagmi: it loads with the wallet code (WalletScope), after the first paint. */
const PurchaseForm = lazyComponent(() => import('./PurchaseForm').then((m) => m.default), { loading: FormSkeleton });

function FormSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-14 w-full rounded-card" />
      <Skeleton className="h-[76px] w-full rounded-control" />
      <Skeleton className="h-[52px] w-full rounded-control" />
    </div>
  );
}

/** /wallet/purchase: buy KinBo with USDT paid on-chain. */
export function PurchaseScreen() {
  const t = useTranslations('deposit');
  return (
    <div className="flex flex-col gap-3 py-2">
      <PageHeader title={t('purchaseTitle')} fallbackHref={ROUTES.wallet} />
      <NetworkBadge className="-mt-2 self-start" />
      <WalletScope fallback={<FormSkeleton />}>
        <PurchaseForm />
      </WalletScope>
    </div>
  );
}
