import { RegisterScreen } from '@/components/auth/RegisterScreen';

export default function Page() {
  return <RegisterScreen />;
}
