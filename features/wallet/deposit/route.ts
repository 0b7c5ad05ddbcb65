import { defineRoute } from '@/platform/shell/route';
import { DepositScreen } from '@/features/wallet/deposit/DepositScreen';
import { depositParts } from './route.client';

export const depositRoute = defineRoute({
  namespaces: ['deposit'],
  screen: DepositScreen,
  // The screen reads the URL's search params: a static export needs a Suspense boundary above it.
  suspense: null,
  parts: depositParts,
});
