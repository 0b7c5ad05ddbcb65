'use client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userInfoQuery } from '@/lib/api/user';
import { mainConfigQuery } from '@/lib/api/main';
import { useSession } from '@/lib/session/store';

/** Spec §4: with a session, user info and main config are loaded; user info is mirrored to storage. */
export function SessionData() {
  const info = useQuery(userInfoQuery());
  useQuery(mainConfigQuery());
  useEffect(() => {
    if (info.data) useSession.getState().setUserInfo(info.data);
  }, [info.data]);
  return null;
}
