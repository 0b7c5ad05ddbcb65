import { BidListScreen } from '@/components/games/BidListScreen';

export default function Page() {
  return <BidListScreen />;
}
