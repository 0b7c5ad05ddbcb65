'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { Splash } from '@/components/layout/Splash';

/** Spec §2: unknown paths redirect to /. */
export default function NotFound() {
  const router = useRouter();
  useEffect(() => {
    router.replace('/');
  }, [router]);
  return <Splash />;
}
