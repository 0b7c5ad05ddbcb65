'use client';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { ActionLink } from '@/ui/ActionLink';
import { returnToOf } from './returnTo';

/** The query string changes with a navigation, which mounts the screen again. */
const noChange = () => () => {};

/** On a detour's screens (buy tickets, deposit): the way back to the screen it started from, when the address carries one. */
export function ReturnToLink() {
  const t = useTranslations('common');
  // The address in the browser; none while prerendering (the static export has no query at build time).
  const target = returnToOf(
    useSyncExternalStore(
      noChange,
      () => window.location.search,
      () => '',
    ),
  );
  if (target === null) return null;
  return (
    <ActionLink href={target} variant="secondary" testId="return-to" className="self-start">
      {t('returnTo')}
    </ActionLink>
  );
}
