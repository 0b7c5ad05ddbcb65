'use client';
import { NextIntlClientProvider, useMessages } from 'next-intl';
import { use, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from '@/platform/i18n/locales';
import type { Catalog } from '@/platform/i18n/messages';
import { useI18n } from '@/platform/i18n/store';
import { PROVIDER_TIME_ZONE } from '@/platform/i18n/timeZone';

/**
 * A screen's own messages on top of the shell's. `messages` are the default language's, prerendered
 * into the page; in another language the same namespaces come from the store, and a screen whose
 * namespaces are not loaded yet suspends (a client navigation then waits on the old screen).
 */
export function RouteIntl({ messages, children }: { messages: Catalog; children: ReactNode }) {
  const shell = useMessages();
  const locale = useI18n((s) => s.locale);
  const loaded = useI18n((s) => s.catalogs[locale]);
  const namespaces = useMemo(() => Object.keys(messages), [messages]);

  useLayoutEffect(() => {
    useI18n.getState().setActive(namespaces);
  }, [namespaces]);

  let own: Catalog = messages;
  if (locale !== DEFAULT_LOCALE) {
    const missing = namespaces.filter((ns) => !loaded?.[ns]);
    if (missing.length) use(useI18n.getState().ensure(locale, missing));
    own = Object.fromEntries(namespaces.map((ns) => [ns, loaded?.[ns] ?? messages[ns]]));
  }
  const merged = useMemo(() => ({ ...shell, ...own }), [shell, own]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged} timeZone={PROVIDER_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
