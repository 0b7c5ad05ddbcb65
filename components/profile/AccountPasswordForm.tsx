'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { PasswordField } from '@/components/ui/Field';
import { userApi } from '@/lib/api/user';
import { ROUTES } from '@/lib/routes';
import { useSession } from '@/lib/session/store';
import { toast } from '@/lib/ui/toast';
import { accountPasswordPayload } from '@/lib/validation/passwordPayload';
import type { AccountPasswordValues } from '@/lib/validation/profile';
import { lazyResolver } from '@/lib/validation/lazyResolver';
import { LockIcon } from '@/components/ui/icons';

/**
 * Change the account (login) password. Spec §4: success clears all local storage and user state and
 * goes to /login, so the new password is proven at once.
 */
const accountPasswordValidation = lazyResolver<AccountPasswordValues>(() => import('@/lib/validation/profile').then((m) => m.accountPasswordSchema));

export function AccountPasswordForm() {
  const t = useTranslations();
  const ts = useTranslations('security');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AccountPasswordValues>({
    resolver: accountPasswordValidation.resolver,
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (saving) return;
    setSaving(true);
    try {
      await userApi.resetPassword(accountPasswordPayload(values));
    } catch {
      // The client showed the server's message (a wrong old password, say); the form stays as typed.
      setSaving(false);
      return;
    }
    toast.success(ts('passwordChanged'));
    useSession.getState().clearAll();
    queryClient.clear();
    router.replace(ROUTES.login);
  });

  const errorText = (key?: string) => (key ? t(key) : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="account-password-form">
      <Intro text={ts('accountIntro')} />
      <PasswordField
        label={ts('oldPassword')}
        autoComplete="current-password"
        placeholder={ts('oldPasswordPlaceholder')}
        error={errorText(errors.oldPassword?.message)}
        {...register('oldPassword')}
      />
      <PasswordField
        label={ts('newPassword')}
        autoComplete="new-password"
        placeholder={ts('newPasswordPlaceholder')}
        error={errorText(errors.password?.message)}
        hint={t('validation.passwordRule')}
        {...register('password')}
      />
      <PasswordField
        label={ts('confirmPassword')}
        autoComplete="new-password"
        placeholder={ts('confirmPasswordPlaceholder')}
        error={errorText(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" block loading={saving} className="mt-2">
        {ts('update')}
      </Button>
    </form>
  );
}

export function Intro({ text }: { text: string }) {
  return (
    <p className="flex items-start gap-3 rounded-card border border-line/60 bg-surface p-3.5 text-sm text-fg-muted">
      <LockIcon size={18} className="mt-0.5 shrink-0 text-accent" />
      {text}
    </p>
  );
}
