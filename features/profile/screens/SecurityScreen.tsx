'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import type { AccountPasswordValues, ForgotPinValues, SecurityPasswordValues } from '@/features/profile/rules';
import { PageHeader } from '@/platform/shell/PageHeader';
import { Tabs } from '@/ui/Tabs';
import { ROUTES } from '@/platform/shell/routes';
import { AccountPasswordForm } from './AccountPasswordForm';
import { ForgotPinForm } from './ForgotPinForm';
import { SecurityPasswordForm } from './SecurityPasswordForm';

type SecurityTab = 'account' | 'pin';

/** The three forms' rules. */
export interface SecurityValidation {
  accountPassword: Resolver<AccountPasswordValues>;
  securityPassword: Resolver<SecurityPasswordValues>;
  forgotPin: Resolver<ForgotPinValues>;
}

/**
 * Spec §2 security: two tabs, account password and security password (6 digits), each with its Update.
 * `validation`: the forms' rules, a lazy part of the route (../routes/security.client.ts).
 */
export function SecurityScreen({ validation }: { validation: SecurityValidation }) {
  const t = useTranslations('security');
  const [tab, setTab] = useState<SecurityTab>('account');
  // "Forgot security password?" swaps the PIN tab's change form for the recovery form.
  const [forgotPin, setForgotPin] = useState(false);
  return (
    <div className="flex flex-col gap-4 pb-4">
      <PageHeader title={t('title')} fallbackHref={ROUTES.profile} />
      <Tabs<SecurityTab>
        label={t('title')}
        value={tab}
        onChange={setTab}
        items={[
          { key: 'account', label: t('accountTab') },
          { key: 'pin', label: t('pinTab') },
        ]}
      />
      <div role="tabpanel" aria-label={tab === 'account' ? t('accountTab') : t('pinTab')}>
        {/* Each tab keeps its own form; switching tabs drops what was typed in the other. */}
        {tab === 'account' ? (
          <AccountPasswordForm validation={validation.accountPassword} />
        ) : forgotPin ? (
          <ForgotPinForm onDone={() => setForgotPin(false)} validation={validation.forgotPin} />
        ) : (
          <>
            <SecurityPasswordForm validation={validation.securityPassword} />
            <button type="button" onClick={() => setForgotPin(true)} className="mx-auto mt-2 flex min-h-touch items-center px-3 text-sm font-semibold text-accent">
              {t('forgotPin')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
