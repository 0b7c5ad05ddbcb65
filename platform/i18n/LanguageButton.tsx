'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useI18n } from '@/platform/i18n/store';
import { LOCALE_NAMES } from '@/platform/i18n/locales';
import { GlobeIcon } from '@/ui/icons/Globe';
import { cn } from '@/ui/cn';
import { lazyComponent } from '@/platform/async/lazy';

/** The sheet's code loads after the page: it shows only once the button is tapped. */
const LanguageSheet = lazyComponent(() => import('./LanguageSheet').then((m) => m.LanguageSheet));

/** Opens the language sheet; used in the top bar (compact) and on the login/register screens. */
export function LanguageButton({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('language');
  const locale = useI18n((s) => s.locale);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('current', { name: LOCALE_NAMES[locale] })}
        data-testid="language-button"
        className={cn('flex min-h-touch items-center justify-center gap-1.5 rounded-pill text-fg-muted hover:text-fg', compact ? 'min-w-touch' : 'border border-line px-3 text-sm')}
      >
        <GlobeIcon size={20} />
        {!compact && <span>{LOCALE_NAMES[locale]}</span>}
      </button>
      <LanguageSheet open={open} onClose={() => setOpen(false)} />
    </>
  );
}
