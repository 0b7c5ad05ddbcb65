'use client';
import { AppLink } from '@/components/ui/AppLink';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { lazyComponent } from '@/components/ui/lazy';
import { ROUTES } from '@/lib/routes';
import { parseAssetTypeParam } from '@/lib/validation/wallet';
import { NetworkBadge } from '../NetworkBadge';
import { WalletScope } from '../WalletScope';

function FormSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-14 w-full rounded-card" />
      <Skeleton className="h-[76px] w-full rounded-control" />
      <Skeleton className="h-[52px] w-full rounded-control" />
    </div>
  );
}

/** The form reads the wallet through wagmi: it loads with the wallet code (WalletScope), after the first paint. */
const DepositForm = lazyComponent(() => import('./DepositForm').then((m) => m.default), { loading: FormSkeleton });

/** /wallet/deposit?type=0|1. Uses useSearchParams: render it under <Suspense>. */
export function DepositScreen() {
  const t = useTranslations('deposit');
  const type = parseAssetTypeParam(useSearchParams().get('type'));
  if (type === null) {
    return (
      <div className="flex flex-col gap-4 py-2">
        <PageHeader title={t('titleUsdt')} fallbackHref={ROUTES.wallet} />
        <Card role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-sm text-fg">{t('invalidType')}</p>
          <AppLink href={ROUTES.wallet} className="inline-flex min-h-touch items-center rounded-control px-4 font-semibold text-accent">
            {t('backToWallet')}
          </AppLink>
        </Card>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 py-2">
      <PageHeader title={type === 1 ? t('titleKinbo') : t('titleUsdt')} fallbackHref={ROUTES.wallet} />
      <NetworkBadge className="-mt-2 self-start" />
      <WalletScope fallback={<FormSkeleton />}>
        <DepositForm key={type} type={type} />
      </WalletScope>
    </div>
  );
}
