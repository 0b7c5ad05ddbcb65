'use client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storeUserInfo } from '@/platform/account/storedUserInfo';
import { userInfoQuery } from '@/platform/account/user';
import { mainConfigQuery } from '@/platform/account/mainConfig';

/**
 * Spec §4: with a session, user info and main config are loaded. User info lives in the query cache;
 * each fresh answer is mirrored to the stored copy (which only seeds the cache on the next start).
 */
export function SessionData() {
  const info = useQuery(userInfoQuery());
  useQuery(mainConfigQuery());
  const fresh = info.dataUpdatedAt > 0 ? info.data : undefined;
  useEffect(() => {
    if (fresh) storeUserInfo(fresh);
  }, [fresh]);
  return null;
}
