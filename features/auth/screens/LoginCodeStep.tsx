'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CodeField } from '@/ui/CodeField';
import { useCodeSender } from '@/platform/account/useCodeSender';
import { recoveryApi } from '@/platform/account/recovery';
import { useAction } from '@/platform/http/useAction';

export interface LoginCodeStepProps {
  email: () => string | null;
  field: UseFormRegisterReturn<'code'>;
  error?: string;
  onSendError: (error: unknown) => void;
}

/**
 * A new device past the e-mail's ceiling of wrong logins: a code goes to the e-mail as soon as this step
 * shows, and the login sends it with the password. Loaded only then, so /login's first load carries none of it.
 */
export function LoginCodeStep({ email, field, error, onSendError }: LoginCodeStepProps) {
  const t = useTranslations('auth');
  const sendCode = useAction(recoveryApi.sendResetPasswordCode);
  const codeSender = useCodeSender(sendCode, email, onSendError);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void codeSender.onSend();
  }, [codeSender]);
  return (
    <>
      <p role="status" data-testid="login-code-note" className="rounded-control border border-warning/40 bg-warning/10 px-4 py-3 text-sm text-warning">
        {t('loginCodeNote')}
      </p>
      <CodeField error={error} {...codeSender} {...field} data-testid="login-code" />
    </>
  );
}
