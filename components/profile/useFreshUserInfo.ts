'use client';
import { useQuery } from '@tanstack/react-query';
import { userInfoQuery } from '@/lib/api/user';
import { useSession } from '@/lib/session/store';

/**
 * Spec §4: the profile and edit screens refresh user info on entry. Until the fresh answer arrives the
 * copy kept in local storage is shown, so the screen never flashes empty for a returning user.
 */
export function useFreshUserInfo() {
  const stored = useSession((s) => s.userInfo);
  const query = useQuery({ ...userInfoQuery(), refetchOnMount: 'always' });
  // Not spread: React Query tracks which fields a screen reads and re-renders only for those.
  return { info: query.data ?? stored ?? null, query };
}
