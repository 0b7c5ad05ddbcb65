'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { canGoBackInApp } from '@/platform/shell/navigation';
import { ChevronLeftIcon } from '../../ui/icons/ChevronLeft';

/**
 * Title row of an inner screen with a back button (back within the app, else the given fallback).
 * The title wraps between words (hyphenated in the page's language where a word still does not fit);
 * when it and the action cannot share the row, the action moves under it, to the right.
 */
export function PageHeader({ title, fallbackHref = '/', action }: { title: string; fallbackHref?: string; action?: ReactNode }) {
  const router = useRouter();
  const t = useTranslations('common');
  return (
    <div className="flex flex-wrap items-center gap-1 py-2">
      <button
        type="button"
        aria-label={t('back')}
        onClick={() => (canGoBackInApp() ? router.back() : router.replace(fallbackHref))}
        className="-ml-3 flex min-h-touch min-w-touch items-center justify-center rounded-pill text-fg-muted hover:text-fg"
      >
        <ChevronLeftIcon />
      </button>
      <h1 className="min-w-[9rem] flex-1 hyphens-auto break-words text-xl font-bold leading-tight">{title}</h1>
      {action && <div className="ml-auto">{action}</div>}
    </div>
  );
}
