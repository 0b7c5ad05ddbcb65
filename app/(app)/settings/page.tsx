import { SettingsScreen } from '@/features/settings/screens/SettingsScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/settings">
      <SettingsScreen />
    </RouteMessages>
  );
}
