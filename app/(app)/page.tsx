import { HomeScreen } from '@/features/home/screens/HomeScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/">
      <HomeScreen />
    </RouteMessages>
  );
}
