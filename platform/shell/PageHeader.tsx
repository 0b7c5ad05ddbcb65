'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { canGoBackInApp } from '@/platform/shell/navigation';
import { ChevronLeftIcon } from '../../ui/icons/ChevronLeft';

/** Title row of an inner screen with a back button (back within the app, else the given fallback). */
export function PageHeader({ title, fallbackHref = '/', action }: { title: string; fallbackHref?: string; action?: ReactNode }) {
  const router = useRouter();
  const t = useTranslations('common');
  return (
    <div className="flex items-center gap-1 py-2">
      <button
        type="button"
        aria-label={t('back')}
        onClick={() => (canGoBackInApp() ? router.back() : router.replace(fallbackHref))}
        className="-ml-3 flex min-h-touch min-w-touch items-center justify-center rounded-pill text-fg-muted hover:text-fg"
      >
        <ChevronLeftIcon />
      </button>
      <h1 className="min-w-0 flex-1 text-xl font-bold leading-tight [overflow-wrap:anywhere]">{title}</h1>
      {action}
    </div>
  );
}
