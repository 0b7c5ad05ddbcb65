import { defineRoute } from '@/platform/shell/route';
import { withdrawParts } from './route.client';
import { WithdrawScreen } from '@/features/wallet/withdraw/WithdrawScreen';

export const withdrawRoute = defineRoute({
  namespaces: ['withdraw'],
  screen: WithdrawScreen,
  // The screen reads the URL's search params: a static export needs a Suspense boundary above it.
  suspense: null,
  parts: withdrawParts,
});
