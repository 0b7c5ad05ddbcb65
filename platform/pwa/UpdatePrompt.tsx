'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/ui/Button';
import { whenSettled } from '@/platform/async/idle';
import { PromptCard } from './PromptCard';

/**
 * Registers the service worker (production builds only) and, when a new version is waiting,
 * asks before activating it, instead of silently serving stale pages.
 */
export function UpdatePrompt() {
  const t = useTranslations('pwa');
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  // Reload only for an update the user accepted: the first install also changes the controller
  // (clientsClaim), and reloading then would throw away what the visitor is doing.
  const accepted = useRef(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let reloading = false;
    const onControllerChange = () => {
      if (reloading || !accepted.current) return;
      reloading = true;
      window.location.reload();
    };
    const register = () =>
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .then((registration) => {
          // A worker that is already waiting (installed during an earlier visit).
          if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
          registration.addEventListener('updatefound', () => {
            const installing = registration.installing;
            installing?.addEventListener('statechange', () => {
              if (installing.state === 'installed' && navigator.serviceWorker.controller) setWaiting(installing);
            });
          });
        })
        .catch(() => {
          /* no service worker: the app works online as before */
        });

    // Register once the page has settled: installing the worker downloads every precached asset,
    // which must not compete with the page's own scripts.
    const cancelRegister = whenSettled(() => void register());
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    return () => {
      cancelRegister();
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    };
  }, []);

  if (!waiting) return null;
  return (
    <PromptCard>
      <p className="flex-1 text-sm">{t('updateAvailable')}</p>
      <Button size="sm" variant="ghost" onClick={() => setWaiting(null)}>
        {t('later')}
      </Button>
      <Button
        size="sm"
        onClick={() => {
          accepted.current = true;
          waiting.postMessage({ type: 'SKIP_WAITING' });
        }}
      >
        {t('updateNow')}
      </Button>
    </PromptCard>
  );
}
