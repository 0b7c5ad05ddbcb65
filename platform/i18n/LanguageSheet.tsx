'use client';
import { useTranslations } from 'next-intl';
import { useI18n } from '@/platform/i18n/store';
import { LOCALE_NAMES, PICKER_ORDER } from '@/platform/i18n/locales';
import { Sheet } from '@/ui/Overlay';
import { CheckIcon } from '@/ui/icons/Check';
import { cn } from '@/ui/cn';

/** Spec §2 language picker (bottom sheet). */
export function LanguageSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('language');
  const locale = useI18n((s) => s.locale);
  const setLocale = useI18n((s) => s.setLocale);
  return (
    <Sheet open={open} onClose={onClose} title={t('choose')}>
      <ul className="flex flex-col gap-1 py-2" role="listbox" aria-label={t('choose')}>
        {PICKER_ORDER.map((code) => {
          const active = code === locale;
          return (
            <li key={code}>
              <button
                type="button"
                role="option"
                aria-selected={active}
                lang={code}
                data-locale={code}
                onClick={async () => {
                  await setLocale(code);
                  onClose();
                  // The app's QueryProvider fetches the server's texts again in the new language.
                }}
                className={cn(
                  'flex min-h-[52px] w-full items-center justify-between rounded-control px-4 text-left text-base',
                  active ? 'bg-accent-soft font-semibold text-accent' : 'text-fg hover:bg-surface-raised',
                )}
              >
                {LOCALE_NAMES[code]}
                {active && <CheckIcon size={20} />}
              </button>
            </li>
          );
        })}
      </ul>
    </Sheet>
  );
}
