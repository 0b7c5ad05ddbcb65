'use client';
import { useTranslations } from 'next-intl';
import { cn } from './cn';
import { CloseIcon } from './icons/Close';

/** The × of an overlay or a full-screen confirmation: a 44 px target whose icon lines up with the edge. */
export function CloseButton({ onClick, className }: { onClick: () => void; className?: string }) {
  const t = useTranslations('common');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('close')}
      className={cn('-mr-3 flex min-h-touch min-w-touch items-center justify-center rounded-pill text-fg-muted hover:text-fg', className)}
    >
      <CloseIcon />
    </button>
  );
}
