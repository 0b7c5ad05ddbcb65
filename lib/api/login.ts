import { useSession } from '@/lib/session/store';
import { leaveLoginSeed } from './loginSeed';
import { mainApi } from './main';
import { userApi } from './user';

/**
 * Spec §4: login stores the token and its expiry, then loads user info and main config (left for the
 * app's query cache, see loginSeed). Silent: the form puts the error under its field or in a toast.
 */
export async function logIn({ email, passwordMd5 }: { email: string; passwordMd5: string }) {
  const result = await userApi.login(email, passwordMd5, { silent: true });
  useSession.getState().setSession(result.Token, result.ex_time);
  const [userInfo, mainConfig] = await Promise.all([userApi.info(), mainApi.config()]);
  leaveLoginSeed({ userInfo, mainConfig });
  return result;
}
