import { ticketSentRoute } from '@/features/wallet/assets/routes/ticketSent';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={ticketSentRoute} />;
}
