'use client';
import { AppLink } from '@/platform/shell/AppLink';
import type { ReactNode } from 'react';
import { LanguageButton } from '@/platform/i18n/LanguageButton';
import { Logo } from '@/platform/shell/Logo';

/** Frame of the login and register screens: logo, language picker, title, form. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col py-4">
      <div className="flex items-center justify-between">
        <Logo className="h-8 w-auto" />
        <LanguageButton />
      </div>
      <div className="mt-10 mb-7">
        <h1 className="text-[28px] font-extrabold leading-tight tracking-tight">{title}</h1>
        <p className="mt-1.5 text-fg-muted">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}

/** The line under an auth form that switches to the other one ("No account yet? Register"). */
export function AuthSwitch({ question, linkText, href }: { question: string; linkText: string; href: string }) {
  return (
    <p className="mt-2 text-center text-sm text-fg-muted">
      {question}{' '}
      <AppLink href={href} className="inline-flex min-h-touch min-w-touch items-center justify-center font-semibold text-accent">
        {linkText}
      </AppLink>
    </p>
  );
}
