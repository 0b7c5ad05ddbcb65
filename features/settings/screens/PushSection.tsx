'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { loadPush } from '@/platform/push/later';
import { toast } from '@/ui/toast';
import { Row } from './NoticePrefsSection';

type PushState = 'hidden' | 'off' | 'on' | 'blocked';

/**
 * Push on this device: on/off, or why it cannot be on (blocked in the browser). Hidden on a browser
 * without the Push API and when the API gives no VAPID key (an API without push).
 */
export function PushSection() {
  const t = useTranslations('settings');
  const [state, setState] = useState<PushState>('hidden');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      const push = await loadPush();
      if (!push.pushSupported() || !(await push.pushKey())) return;
      const next: PushState = Notification.permission === 'denied' ? 'blocked' : (await push.currentSubscription()) ? 'on' : 'off';
      if (live) setState(next);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (state === 'hidden') return null;
  const toggle = async () => {
    setBusy(true);
    try {
      const push = await loadPush();
      if (state === 'on') {
        await push.disablePush();
        setState('off');
      } else {
        const result = await push.enablePush();
        if (result === 'unavailable') toast.error(t('pushFailed'));
        setState(result === 'on' ? 'on' : result === 'denied' ? 'blocked' : 'off');
      }
    } catch {
      toast.error(t('pushFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="settings-push" className="flex flex-col gap-2" data-testid="settings-push">
      <h2 id="settings-push" className="sr-only">
        {t('push')}
      </h2>
      <ul className="divide-y divide-line/60 overflow-hidden rounded-card border border-line/60 bg-surface">
        <Row label={t('push')} on={state === 'on'} disabled={busy || state === 'blocked'} testId="push-switch" onChange={() => void toggle()} />
      </ul>
      <p className="px-1 text-xs text-fg-muted" data-testid="push-hint">
        {t(state === 'blocked' ? 'pushBlocked' : 'pushHint')}
      </p>
    </section>
  );
}
