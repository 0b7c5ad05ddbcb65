import { defineRoute } from '@/platform/shell/route';
import { PurchaseScreen } from '@/features/wallet/purchase/PurchaseScreen';
import { purchaseParts } from './route.client';

export const purchaseRoute = defineRoute({
  namespaces: ['deposit'],
  screen: PurchaseScreen,
  parts: purchaseParts,
});
