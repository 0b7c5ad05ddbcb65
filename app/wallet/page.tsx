import { ComingSoon } from '@/components/ui/ComingSoon';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/wallet">
      <ComingSoon screen="wallet" />
    </RouteMessages>
  );
}
