import { ComingSoon } from '@/components/ui/ComingSoon';

export default function Page() {
  return <ComingSoon screen="reports" />;
}
