'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/ui/Button';
import { PromptCard } from '../PromptCard';
import { captureInstallPrompt, settleInstallOffer, useInstallOffer } from './installOffer';
import { installWay } from './installWay';

function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * The install offer (installOffer.ts says when): the browser's own install dialog where it has one, the
 * "Add to Home Screen" steps on iPhone and iPad Safari. Shown once per device; "Not now" is final too.
 */
export function InstallPrompt() {
  const t = useTranslations('pwa');
  const { prompt, due } = useInstallOffer();
  const [busy, setBusy] = useState(false);
  // Mounted with the shell, its code right after the page's: the browser's prompt comes after load.
  useEffect(() => captureInstallPrompt(), []);
  if (!due) return null;
  const way = installWay({ userAgent: navigator.userAgent, standalone: isStandalone(), hasPrompt: prompt !== null, maxTouchPoints: navigator.maxTouchPoints ?? 0 });
  if (!way) return null;

  const install = async () => {
    if (!prompt) return;
    setBusy(true);
    try {
      await prompt.prompt();
      const { outcome } = await prompt.userChoice;
      settleInstallOffer(outcome === 'accepted' ? 'installed' : 'dismissed');
    } catch {
      settleInstallOffer('dismissed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <PromptCard testId="install-offer">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{t('installTitle')}</p>
        <p className="mt-0.5 text-xs text-fg-muted">{way === 'ios' ? t('installIosSteps') : t('installBody')}</p>
      </div>
      <div className="ml-auto flex gap-2">
        <Button size="sm" variant="ghost" onClick={() => settleInstallOffer('dismissed')}>
          {way === 'ios' ? t('gotIt') : t('notNow')}
        </Button>
        {way === 'prompt' && (
          <Button size="sm" loading={busy} onClick={() => void install()}>
            {t('install')}
          </Button>
        )}
      </div>
    </PromptCard>
  );
}
