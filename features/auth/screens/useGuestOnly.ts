'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { ROUTES } from '@/platform/shell/routes';
import { hasLiveToken, useSession } from '@/platform/session/store';

/**
 * Login, register and forgot password are for visitors: someone already logged in who opens them
 * goes home. Checked once, when the session store has read storage, so logging in on the screen
 * itself is left to the form (which may go to a pending room instead).
 */
export function useGuestOnly() {
  const router = useRouter();
  const hydrated = useSession((s) => s.hydrated);
  const checked = useRef(false);
  useEffect(() => {
    if (!hydrated || checked.current) return;
    checked.current = true;
    if (hasLiveToken(useSession.getState())) router.replace(ROUTES.home);
  }, [hydrated, router]);
}
