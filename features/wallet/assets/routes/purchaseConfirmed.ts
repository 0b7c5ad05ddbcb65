import { defineRoute } from '@/platform/shell/route';
import { PurchaseConfirmedScreen } from '@/features/wallet/assets/ConfirmationScreen';

export const purchaseConfirmedRoute = defineRoute({
  namespaces: ['assets'],
  screen: PurchaseConfirmedScreen,
  // The screen reads the URL's search params (kind=nft): a static export needs a Suspense boundary above it.
  suspense: null,
});
