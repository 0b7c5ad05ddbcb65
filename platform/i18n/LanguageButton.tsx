'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useI18n } from '@/platform/i18n/store';
import { LOCALE_NAMES } from '@/platform/i18n/locales';
import { GlobeIcon } from '@/ui/icons/Globe';
import { cn } from '@/ui/cn';
import { lazyComponent } from '@/platform/async/lazy';
import { useLoadWhen } from '@/platform/async/useLoadWhen';

/**
 * The sheet loads after the screen, not with it: every route's top bar (and the login and register
 * screens) has this button, so the sheet was in every first load (about 1 KiB gzip with the query
 * keys it shares a chunk with); a tap before then loads it at once.
 */
const LanguageSheet = lazyComponent(() => import('./LanguageSheet').then((m) => m.LanguageSheet), { when: 'after-screen' });

/** Opens the language sheet; used in the top bar (compact) and on the login/register screens. */
export function LanguageButton({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('language');
  const locale = useI18n((s) => s.locale);
  const [open, setOpen] = useState(false);
  // Tapped before its code came (it waits for the screen's answers): load it at once.
  useLoadWhen(LanguageSheet, open);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('current', { name: LOCALE_NAMES[locale] })}
        data-testid="language-button"
        className={cn(
          'flex min-h-touch items-center justify-center gap-1.5 rounded-pill text-fg-muted hover:text-fg',
          compact ? 'min-w-touch' : 'border border-line px-3 text-sm',
        )}
      >
        <GlobeIcon size={20} />
        {!compact && <span>{LOCALE_NAMES[locale]}</span>}
      </button>
      <LanguageSheet open={open} onClose={() => setOpen(false)} />
    </>
  );
}
