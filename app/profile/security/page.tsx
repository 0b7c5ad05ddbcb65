import { SecurityScreen } from '@/components/profile/SecurityScreen';

export default function Page() {
  return <SecurityScreen />;
}
