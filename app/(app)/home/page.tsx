import { HomeScreen } from '@/components/home/HomeScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/home">
      <HomeScreen />
    </RouteMessages>
  );
}
