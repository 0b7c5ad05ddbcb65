import { OfflineScreen } from '@/components/layout/OfflineScreen';

export default function Page() {
  return <OfflineScreen />;
}
