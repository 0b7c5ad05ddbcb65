'use client';
import { lazyComponent } from '@/platform/async/lazy';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { hasLiveToken, useSession } from '@/platform/session/store';
import { rememberReturnPath } from '@/platform/session/returnPath';
import { markSessionExpired } from '@/platform/session/sessionExpired';
import { isFullHeightRoute, normalizePath, ROUTES } from '@/platform/shell/routes';
import { TopBar } from './TopBar';
import { TabBar } from './TabBar';
import { Splash } from './Splash';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { SessionData } from '../account/SessionData';

// Neither draws anything at first paint: the PIN dialog opens on a money action, the wallet code loads
// when asked for (or for a remembered wallet). Their code loads after the page; a request made before
// it came (requestPin, requestWallet) waits in its store and is shown once it has.
const PinHost = lazyComponent(() => import('@/platform/pin/PinHost').then((m) => m.PinHost));
const WalletHost = lazyComponent(() => import('@/platform/wallet/WalletHost').then((m) => m.WalletHost));

/**
 * The frame of every screen of the app (the `(app)` route group): guard, top bar, content column
 * (max 480 px), tab bar, wallet and PIN hosts. The exported HTML shows the screen itself (prerendered,
 * with its text), and hydration renders the same. The guard acts only after the session store has
 * read localStorage: a logged-in visitor keeps the prerendered screen, a logged-out one sees the
 * splash and goes to /login.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const pathname = normalizePath(usePathname() ?? '/');
  const router = useRouter();
  const hydrated = useSession((s) => s.hydrated);
  const token = useSession((s) => s.token);
  const tokenTime = useSession((s) => s.tokenTime);
  const navPage = useSession((s) => s.navPage);
  const noTabBar = navPage || isFullHeightRoute(pathname);
  const loggedIn = hasLiveToken({ token, tokenTime });

  const guardedOnce = useRef(false);
  useEffect(() => {
    if (!hydrated) return;
    const firstCheck = !guardedOnce.current;
    guardedOnce.current = true;
    if (!loggedIn) {
      // A screen opened without a session (a deep link, or a reload after the session
      // ended) or left by an expiry is opened after login; a logout (no token left) starts at home.
      if (firstCheck || token) rememberReturnPath(`${window.location.pathname}${window.location.search}`);
      // An expired token is as good as none: drop it so nothing keeps using it, and say so on login.
      if (token) {
        markSessionExpired();
        useSession.getState().clearAll();
      }
      router.replace(ROUTES.login);
    }
  }, [hydrated, loggedIn, token, router]);

  const blocked = hydrated && !loggedIn;

  return (
    <>
      {!blocked && <TopBar bell={hydrated && loggedIn} />}
      <OfflineBanner belowTopBar={!blocked} />
      <main
        className={`mx-auto w-full max-w-app px-4 pt-[calc(env(safe-area-inset-top)+56px)] ${noTabBar ? 'pb-[calc(env(safe-area-inset-bottom)+16px)]' : 'pb-[calc(env(safe-area-inset-bottom)+80px)]'}`}
      >
        {blocked ? <Splash /> : children}
      </main>
      {!blocked && !noTabBar && <TabBar pathname={pathname} />}
      {loggedIn && <SessionData />}
      <WalletHost />
      <PinHost />
    </>
  );
}
