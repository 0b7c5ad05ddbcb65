import { defineRoute } from '@/platform/shell/route';
import { SettingsScreen } from '@/features/settings/screens/SettingsScreen';

export const settingsRoute = defineRoute({
  namespaces: ['settings'],
  screen: SettingsScreen,
});
