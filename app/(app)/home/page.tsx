import { HomeScreen } from '@/components/home/HomeScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';
import { FirstRequests } from '@/lib/boot/firstRequests';

export default function Page() {
  return (
    <RouteMessages route="/home">
      <FirstRequests route="/home" />
      <HomeScreen />
    </RouteMessages>
  );
}
