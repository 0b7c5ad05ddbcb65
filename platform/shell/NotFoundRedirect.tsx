'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/**
 * The one client piece of the not-found screen, which every route loads: it sends
 * the visitor home at once (spec §2). It draws nothing, so it needs no messages and no link code.
 */
export function NotFoundRedirect() {
  const router = useRouter();
  useEffect(() => {
    router.replace('/');
  }, [router]);
  return null;
}
