'use client';
import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { WalletFormFrame, WalletFormSkeleton } from '../forms/WalletFormFrame';

export const PurchaseSkeleton = () => <WalletFormSkeleton intro />;

/** /wallet/purchase: buy KinBo with USDT paid on-chain. `PurchaseForm`: the route's lazy part (./route.client.tsx). */
export function PurchaseScreen({ PurchaseForm }: { PurchaseForm: ComponentType }) {
  const t = useTranslations('deposit');
  return (
    <WalletFormFrame title={t('purchaseTitle')} skeleton={<PurchaseSkeleton />}>
      <PurchaseForm />
    </WalletFormFrame>
  );
}
