import { MallScreen } from '@/components/mall/MallScreen';

export default function Page() {
  return <MallScreen />;
}
