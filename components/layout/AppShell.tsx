'use client';
import { lazyComponent } from '@/components/ui/lazy';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { hasLiveToken, useSession } from '@/lib/session/store';
import { markSessionExpired, rememberReturnPath } from '@/lib/session/returnPath';
import { isAuthRoute, isFullHeightRoute, normalizePath, readEntryParams, ROUTES } from '@/lib/routes';
import { preloadOverlays } from '@/components/ui/Overlay';
import { Toaster } from '@/components/ui/Toaster';
import { PinHost } from '@/components/ui/PinHost';
import { useToasts } from '@/lib/ui/toast';
import { LoadingOverlay } from '@/components/ui/LoadingOverlay';
import { WalletHost } from '@/components/wallet/WalletHost';
import { TopBar } from './TopBar';
import { TabBar } from './TabBar';
import { UpdatePrompt } from './UpdatePrompt';
import { Splash } from './Splash';
import { LazyOfflineBanner } from './LazyOfflineBanner';

// Only a logged-in visitor needs it, and it is React Query's query observer (5 KiB gzip) on the first
// load of /login and /register otherwise (issue 13). It renders nothing, so loading late moves nothing.
const SessionData = lazyComponent(() => import('./SessionData').then((m) => m.SessionData));

/**
 * The frame of every screen: guard, top bar, content column (max 480 px), tab bar, toasts.
 * The exported HTML shows the screen itself (prerendered, with its text), and hydration renders the
 * same. The guard acts only after the session store has read localStorage: a logged-in visitor keeps
 * the prerendered screen, a logged-out one on a protected route sees the splash and goes to /login.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const pathname = normalizePath(usePathname() ?? '/');
  const router = useRouter();
  const hydrated = useSession((s) => s.hydrated);
  const token = useSession((s) => s.token);
  const tokenTime = useSession((s) => s.tokenTime);
  const navPage = useSession((s) => s.navPage);
  const authRoute = isAuthRoute(pathname);
  const noTabBar = navPage || isFullHeightRoute(pathname);
  const loggedIn = hasLiveToken({ token, tokenTime });
  const captured = useRef(false);

  // Spec §2: on start, remember invite and roomId from the address with the current path.
  useEffect(() => {
    if (!hydrated || captured.current) return;
    captured.current = true;
    const entry = readEntryParams(window.location.search);
    useSession.getState().rememberEntry({ ...entry, path: pathname });
  }, [hydrated, pathname]);

  const guardedOnce = useRef(false);
  useEffect(() => {
    if (!hydrated) return;
    const firstCheck = !guardedOnce.current;
    guardedOnce.current = true;
    if (!authRoute && !loggedIn) {
      // Issue 12: a screen opened without a session (a deep link, or a reload after the session
      // ended) or left by an expiry is opened after login; a logout (no token left) starts at home.
      if (firstCheck || token) rememberReturnPath(`${window.location.pathname}${window.location.search}`);
      // An expired token is as good as none: drop it so nothing keeps using it, and say so on login.
      if (token) {
        markSessionExpired();
        useSession.getState().clearAll();
      }
      router.replace(ROUTES.login);
    }
  }, [hydrated, authRoute, loggedIn, token, router]);

  // Error toasts belong to the screen they were raised on: a new screen starts without them.
  useEffect(() => {
    useToasts.getState().clearErrors();
  }, [pathname]);

  const blocked = hydrated && !authRoute && !loggedIn;

  return (
    // Any first touch or key press warms the sheet/dialog chunk, so the first overlay opens at once.
    <div onPointerDownCapture={preloadOverlays} onFocusCapture={preloadOverlays} className="contents">
      {!authRoute && !blocked && <TopBar />}
      <LazyOfflineBanner belowTopBar={!authRoute && !blocked} />
      <main
        className={
          authRoute
            ? 'mx-auto flex min-h-dvh w-full max-w-app flex-col px-5 pt-safe-t pb-safe-b'
            : `mx-auto w-full max-w-app px-4 pt-[calc(env(safe-area-inset-top)+56px)] ${noTabBar ? 'pb-[calc(env(safe-area-inset-bottom)+16px)]' : 'pb-[calc(env(safe-area-inset-bottom)+80px)]'}`
        }
      >
        {blocked ? <Splash /> : children}
      </main>
      {!authRoute && !blocked && !noTabBar && <TabBar pathname={pathname} />}
      {loggedIn && <SessionData />}
      <WalletHost />
      <Toaster />
      <PinHost />
      <LoadingOverlay />
      <UpdatePrompt />
    </div>
  );
}
