'use client';
import { useTranslations } from 'next-intl';
import { lazyComponent } from '@/platform/async/lazy';
import { WalletFormFrame, WalletFormSkeleton } from '../forms/WalletFormFrame';

const PurchaseSkeleton = () => <WalletFormSkeleton intro />;

const PurchaseForm = lazyComponent(() => import('./PurchaseForm').then((m) => m.default), { loading: PurchaseSkeleton });

/** /wallet/purchase: buy KinBo with USDT paid on-chain. */
export function PurchaseScreen() {
  const t = useTranslations('deposit');
  return (
    <WalletFormFrame title={t('purchaseTitle')} skeleton={<PurchaseSkeleton />}>
      <PurchaseForm />
    </WalletFormFrame>
  );
}
