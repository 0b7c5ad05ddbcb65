import { defineRoute } from '@/platform/shell/route';
import { MallScreen } from '@/features/mall/screens/MallScreen';

export const mallRoute = defineRoute({
  namespaces: ['mall', 'screens'],
  screen: MallScreen,
});
