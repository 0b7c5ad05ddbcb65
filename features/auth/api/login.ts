import { writeItem, STORAGE_KEYS } from '@/platform/session/safeStorage';
import { useSession } from '@/platform/session/store';
import { leaveLoginSeed } from '../../../platform/account/loginSeed';
import { mainApi } from '../../../platform/account/mainConfig';
import { userApi } from '../../../platform/account/user';

/**
 * Spec §4: login stores the token and its expiry (and the device token the local API answers), then loads user info and main config (left for the
 * app's query cache, see loginSeed). Silent: the form puts the error under its field or in a toast.
 */
export async function logIn({ email, passwordMd5, code }: { email: string; passwordMd5: string; code?: string }) {
  const result = await userApi.login(email, passwordMd5, { silent: true }, code);
  useSession.getState().setSession(result.Token, result.ex_time);
  if (typeof result.device === 'string' && /^[0-9a-f]{64}$/.test(result.device)) writeItem(STORAGE_KEYS.loginDevice, result.device);
  const [userInfo, mainConfig] = await Promise.all([userApi.info(), mainApi.config()]);
  leaveLoginSeed({ userInfo, mainConfig });
  return result;
}
