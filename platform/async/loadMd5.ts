import { loadOnce } from '@/platform/async/loadOnce';

/**
 * The MD5 helpers on demand: the login and register screens load js-md5 (3.2 KiB gzip) when the form
 * is first used (focus) or submitted, not with the page (issue 13). A failed load (offline) is retried
 * on the next call.
 */
export const loadMd5 = loadOnce(() => import('../../shared/md5'));

/** Starts loading without waiting (e.g. on the form's first focus). */
export const preloadMd5 = () => void loadMd5().catch(() => {});

/** For a submit: the helpers, or null once `onFail` has told the user (a failed load means offline). */
export async function loadMd5Or(onFail: () => void) {
  try {
    return await loadMd5();
  } catch {
    onFail();
    return null;
  }
}
