import { ProfileScreen } from '@/components/profile/ProfileScreen';

export default function Page() {
  return <ProfileScreen />;
}
