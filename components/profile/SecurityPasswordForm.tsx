'use client';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { PasswordField } from '@/components/ui/Field';
import { userApi } from '@/lib/api/user';
import { toast } from '@/lib/ui/toast';
import { securityPasswordPayload } from '@/lib/validation/passwordPayload';
import type { SecurityPasswordValues } from '@/lib/validation/profile';
import { lazyResolver } from '@/lib/validation/lazyResolver';
import { Intro } from './AccountPasswordForm';

const EMPTY: SecurityPasswordValues = { oldPin: '', pin: '', confirmPin: '' };

/**
 * Change the 6-digit security password. Spec §5: a value longer than 6 makes the submit stop silently
 * (no request, no message); spec §4: success keeps the session and clears the inputs.
 */
const securityPasswordValidation = lazyResolver<SecurityPasswordValues>(() => import('@/lib/validation/profile').then((m) => m.securityPasswordSchema));

export function SecurityPasswordForm() {
  const t = useTranslations();
  const ts = useTranslations('security');
  const [saving, setSaving] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SecurityPasswordValues>({
    resolver: securityPasswordValidation.resolver,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    if (saving) return;
    const payload = securityPasswordPayload(values);
    if (!payload) return; // too long: stop without a word, as specified
    setSaving(true);
    try {
      await userApi.resetPayPassword(payload);
      toast.success(ts('pinChanged'));
      reset(EMPTY);
    } catch {
      // The client showed the server's message; the inputs stay for a retry.
    } finally {
      setSaving(false);
    }
  });

  const errorText = (key?: string) => (key ? t(key) : undefined);
  const pinProps = { inputMode: 'numeric' as const, autoComplete: 'off', pattern: '[0-9]*' };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="security-password-form">
      <Intro text={ts('pinIntro')} />
      <PasswordField
        label={ts('oldPin')}
        placeholder={ts('oldPinPlaceholder')}
        error={errorText(errors.oldPin?.message)}
        {...pinProps}
        {...register('oldPin')}
      />
      <PasswordField
        label={ts('newPin')}
        placeholder={ts('newPinPlaceholder')}
        error={errorText(errors.pin?.message)}
        {...pinProps}
        {...register('pin')}
      />
      <PasswordField
        label={ts('confirmPin')}
        placeholder={ts('confirmPinPlaceholder')}
        error={errorText(errors.confirmPin?.message)}
        {...pinProps}
        {...register('confirmPin')}
      />
      <Button type="submit" size="lg" block loading={saving} className="mt-2">
        {ts('update')}
      </Button>
    </form>
  );
}
