'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Button } from '@/ui/Button';
import { MallIcon } from '@/ui/icons/Mall';
import { OfflineIcon } from '@/ui/icons/Offline';
import { Skeleton } from '@/ui/Skeleton';
import { appConfig } from '@/shared/config';
import { detectBrowserLocale } from '@/platform/i18n/detect';
import { useI18n } from '@/platform/i18n/store';
import { frameReducer, frameStatus, initialFrameState, MALL_LOAD_TIMEOUT_MS, type FrameFailure } from '@/features/mall/frameState';
import {
  buildMallFrameUrl,
  isFromMallFrame,
  languageMessage,
  mallFrameHeight,
  mallOrigin,
  mallProbeUrl,
  MALL_FRAME_OFFSET_PX,
  MALL_PERMISSIONS,
  MALL_REDIRECT_DELAY_MS,
  MALL_SANDBOX,
  MALL_SESSION_EXPIRED_CODE,
} from '@/features/mall/protocol';
import { ROUTES } from '@/platform/shell/routes';
import { clearSessionStorage } from '@/platform/session/safeStorage';
import { useSession } from '@/platform/session/store';
import { toast } from '@/ui/toast';
import { useViewportHeight } from './useViewportHeight';
import { parseMallMessage } from '@/features/mall/messages';

// The screen renders only in the browser (the shell shows a splash until the session is read);
// the fallbacks merely keep a prerender from crashing.
const pageOrigin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** The frame address for a new attempt, from the session and language as they are now. */
function currentFrameUrl(): string | null {
  const { token, tokenTime } = useSession.getState();
  if (!token) return null;
  // The language asked for, not the one on screen: on a reload the shop's address is built while the
  // chosen language's messages may still be loading (the screen starts in the prerendered English).
  const locale = useI18n.getState().requested ?? detectBrowserLocale();
  return buildMallFrameUrl(appConfig.mallUrl, pageOrigin(), { token, tokenTime, locale });
}

/**
 * Spec §2 /mall: the shop in a sandboxed frame, signed in with the session's token, in the app's
 * language. The token travels only in the frame's address (never the app's own address bar or
 * history: the frame is a new element per attempt, its `src` never changes). The app listens only
 * to its own frame on the mall's origin and only to known message shapes (features/mall/protocol.ts).
 */
export function MallScreen() {
  const t = useTranslations('mall');
  const ts = useTranslations('screens');
  const tc = useTranslations('common');
  const router = useRouter();
  const locale = useI18n((s) => s.locale);
  const viewportHeight = useViewportHeight();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [origin] = useState(() => mallOrigin(appConfig.mallUrl, pageOrigin()));
  const [state, dispatch] = useReducer(frameReducer, isOnline(), initialFrameState);
  const [retrySrc, setSrc] = useState<string | null>(null);
  // The screen is prerendered and hydrates with the session store's initial state (no token), although
  // Providers has read the session by then: the first address is taken from the token the hook gives,
  // so the hydrating render matches the HTML (and not again when only the language changes). Read
  // from the store in a state initialiser, it differed from the HTML (React error #418, e2e/hydration).
  const token = useSession((s) => s.token);
  const firstSrc = useMemo(() => (token ? currentFrameUrl() : null), [token]);
  const src = retrySrc ?? firstSrc;
  const status = src ? frameStatus(state) : 'failed';
  const failed = status === 'failed';
  const ending = useRef(false);

  const retry = useCallback(() => {
    setSrc(currentFrameUrl());
    dispatch({ type: 'retry' });
  }, []);

  const postLanguage = useCallback(() => {
    const target = frameRef.current?.contentWindow;
    // The target origin makes the browser drop the message unless the frame shows the mall itself.
    if (target && origin) target.postMessage(languageMessage(useI18n.getState().locale), origin);
  }, [origin]);

  // App → mall: the language, whenever it changes (and on each load, below).
  useEffect(() => {
    postLanguage();
  }, [locale, postLanguage]);

  // Reachability check and time limit of the current attempt.
  const attempt = state.attempt;
  useEffect(() => {
    const probe = mallProbeUrl(appConfig.mallUrl, pageOrigin());
    if (failed || !probe) return;
    const controller = new AbortController();
    const sameOrigin = origin === pageOrigin();
    const fail = (failure: FrameFailure) => dispatch({ type: 'failed', attempt, failure });
    fetch(probe, { mode: sameOrigin ? 'same-origin' : 'no-cors', cache: 'no-store', credentials: 'omit', signal: controller.signal })
      .then((response) => {
        // A cross-origin answer is opaque: that it arrived at all is what we can know.
        if (response.type === 'opaque' || response.ok) dispatch({ type: 'reachable', attempt });
        else fail('unreachable');
      })
      .catch(() => {
        if (!controller.signal.aborted) fail(isOnline() ? 'unreachable' : 'offline');
      });
    const timer = window.setTimeout(() => fail('unreachable'), MALL_LOAD_TIMEOUT_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [attempt, failed, origin]);

  // Offline while loading shows the retry screen; back online retries by itself.
  const offlineFailure = state.failure === 'offline';
  useEffect(() => {
    const onOffline = () => dispatch({ type: 'offline' });
    const onOnline = () => {
      if (offlineFailure) retry();
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [offlineFailure, retry]);

  // Mall → app: only from our frame on the mall's origin, only known shapes (spec §8 code 40200).
  useEffect(() => {
    const endSession = () => {
      if (ending.current) return;
      ending.current = true;
      toast.error(tc('sessionExpired'));
      clearSessionStorage();
      // Deliberately not cancelled on unmount: the session is over wherever the user goes next.
      window.setTimeout(() => {
        useSession.getState().clearAll();
        router.replace(ROUTES.login);
      }, MALL_REDIRECT_DELAY_MS);
    };
    const onMessage = (event: MessageEvent) => {
      if (!isFromMallFrame(event, { origin, frame: frameRef.current?.contentWindow ?? null })) {
        console.debug('[mall] ignored a message from', event.origin);
        return;
      }
      const message = parseMallMessage(event.data);
      if (!message) console.debug('[mall] ignored a message of unknown shape');
      else if (message.code === MALL_SESSION_EXPIRED_CODE) endSession();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, router, tc]);

  const height = viewportHeight === null ? `calc(100dvh - ${MALL_FRAME_OFFSET_PX}px)` : mallFrameHeight(viewportHeight);

  return (
    <div className="-mx-4">
      <h1 className="sr-only">{ts('mall')}</h1>
      <div className="relative w-full" style={{ height }} data-testid="mall-area">
        {!failed && src && (
          <iframe
            key={attempt}
            ref={frameRef}
            src={src}
            title={t('frameTitle')}
            sandbox={MALL_SANDBOX}
            allow={MALL_PERMISSIONS}
            referrerPolicy="strict-origin"
            onLoad={() => {
              dispatch({ type: 'loaded', attempt });
              postLanguage();
            }}
            className={status === 'ready' ? 'block h-full w-full border-0 bg-bg' : 'invisible block h-full w-full border-0'}
            data-testid="mall-frame"
          />
        )}
        {status === 'loading' && <MallSkeleton label={t('loading')} />}
        {failed && <MallFailure failure={state.failure ?? 'unreachable'} onRetry={retry} />}
      </div>
    </div>
  );
}

/** Shaped like the shop: a greeting, a banner and a grid of product cards. */
function MallSkeleton({ label }: { label: string }) {
  return (
    <div className="absolute inset-0 flex flex-col gap-4 overflow-hidden px-4 pt-4" role="status" aria-label={label} data-testid="mall-skeleton">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-24 w-full rounded-card" />
      <div className="grid grid-cols-2 gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex flex-col gap-2 rounded-card bg-surface p-3">
            <Skeleton className="aspect-square w-full rounded-control" />
            <Skeleton className="h-3.5 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        ))}
      </div>
    </div>
  );
}

function MallFailure({ failure, onRetry }: { failure: FrameFailure; onRetry: () => void }) {
  const t = useTranslations('mall');
  const tc = useTranslations('common');
  const offline = failure === 'offline';
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 px-6 text-center" data-testid="mall-failure">
      <span className="flex h-16 w-16 items-center justify-center rounded-pill bg-surface-raised text-fg-muted">{offline ? <OfflineIcon size={30} /> : <MallIcon size={30} />}</span>
      <h2 className="text-xl font-bold">{offline ? t('offlineTitle') : t('failedTitle')}</h2>
      <p className="max-w-[280px] text-sm text-fg-muted">{offline ? t('offlineBody') : t('failedBody')}</p>
      <Button onClick={onRetry}>{tc('retry')}</Button>
    </div>
  );
}
