import { EditProfileScreen } from '@/components/profile/EditProfileScreen';

export default function Page() {
  return <EditProfileScreen />;
}
