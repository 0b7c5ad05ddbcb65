import { loadOnce } from '@/platform/async/loadOnce';
import { ApiError, appHooks } from '../../../platform/http/clientSetup';

const load = loadOnce(() => Promise.all([import('./login'), import('../../../platform/account/user')]));

/**
 * The calls of the login and register screens, with the HTTP client (ky), on demand: they load on the
 * form's first focus, like the hash helper, not with the page. /login and /register are the first
 * screens a visitor loads and their first-load budget is 170 KiB (issue 26: ky made them 171.4-171.8).
 * A failed download (offline) is the same network ApiError a failed call gives, so the form shows it
 * where it shows every error; the next try downloads again.
 */
export async function authCalls() {
  try {
    const [login, user] = await load();
    return { logIn: login.logIn, userApi: user.userApi };
  } catch {
    throw new ApiError(-1, appHooks().fallbackMessage('network'), null);
  }
}

/** Starts the download without waiting (the form's first focus). */
export const preloadAuthCalls = () => void load().catch(() => {});
