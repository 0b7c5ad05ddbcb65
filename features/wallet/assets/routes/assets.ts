import { defineRoute } from '@/platform/shell/route';
import { AssetsScreen } from '@/features/wallet/assets/AssetsScreen';
import { assetsFirstQueries } from './assets.client';

export const assetsRoute = defineRoute({
  namespaces: ['assets'],
  screen: AssetsScreen,
  firstQueries: assetsFirstQueries,
});
