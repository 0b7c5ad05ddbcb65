'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Card } from './Card';
import { PageHeader } from './PageHeader';

/** Placeholder for routes whose screens arrive in later issues; keeps the chrome and navigation real. */
export function ComingSoon({ screen }: { screen: string }) {
  const t = useTranslations('common');
  const ts = useTranslations('screens');
  const title = ts(screen);
  return (
    <div className="flex flex-col gap-4 pb-4">
      {/* A back arrow (issue 12): a placeholder must never be a dead end. */}
      <PageHeader title={title} />
      <Card className="flex flex-col items-center gap-3 py-10 text-center">
        <div className="flex h-14 w-14 items-center justify-center rounded-pill bg-accent-soft text-2xl text-accent" aria-hidden="true">
          ✦
        </div>
        <h2 className="text-lg font-semibold">{t('comingSoonTitle')}</h2>
        <p className="max-w-[280px] text-sm text-fg-muted">{t('comingSoonBody')}</p>
        <Link href="/" className="mt-2 inline-flex min-h-touch items-center rounded-control px-4 font-semibold text-accent">
          {t('goHome')}
        </Link>
      </Card>
    </div>
  );
}
