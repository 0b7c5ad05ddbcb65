import { SettingsScreen } from '@/components/settings/SettingsScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/settings">
      <SettingsScreen />
    </RouteMessages>
  );
}
