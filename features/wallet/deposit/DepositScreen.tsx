'use client';
import { AppLink } from '@/platform/shell/AppLink';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Card } from '@/ui/Card';
import { PageHeader } from '@/platform/shell/PageHeader';
import { ROUTES } from '@/platform/shell/routes';
import { parseAssetTypeParam } from '@/features/wallet/withdraw/rules';
import type { ComponentType } from 'react';
import { WalletFormFrame, WalletFormSkeleton } from '../forms/WalletFormFrame';

/** /wallet/deposit?type=0|1. Uses useSearchParams: render it under <Suspense>. `DepositForm`: the route's lazy part (./route.client.tsx). */
export function DepositScreen({ DepositForm }: { DepositForm: ComponentType<{ type: 0 | 1 }> }) {
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
    <WalletFormFrame title={type === 1 ? t('titleKinbo') : t('titleUsdt')} skeleton={<WalletFormSkeleton />}>
      <DepositForm key={type} type={type} />
    </WalletFormFrame>
  );
}
