import { SettingsScreen } from '@/components/settings/SettingsScreen';

export default function Page() {
  return <SettingsScreen />;
}
