import { ReleaseDetailsScreen } from '@/components/reports/ReleaseDetailsScreen';

export default function Page() {
  return <ReleaseDetailsScreen />;
}
