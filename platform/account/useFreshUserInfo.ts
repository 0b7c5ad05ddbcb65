'use client';
import { useQuery } from '@tanstack/react-query';
import { userInfoQuery } from '@/platform/account/user';

/**
 * Spec §4: the screens that show or spend the balances refresh user info on entry (profile, edit
 * profile, withdraw, ticket transfer and purchase). Until the fresh answer arrives the query shows the
 * copy kept in local storage (its seed), so the screen never flashes empty. A request already under
 * way (the app's first) is joined, not sent again.
 */
export function useFreshUserInfo() {
  const query = useQuery({ ...userInfoQuery(), refetchOnMount: 'always' });
  // Not spread: React Query tracks which fields a screen reads and re-renders only for those.
  return { info: query.data ?? null, query };
}
