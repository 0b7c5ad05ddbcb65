'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { PasswordField, TextField } from '@/components/ui/Field';
import { userApi, userInfoQuery } from '@/lib/api/user';
import { mainConfigQuery } from '@/lib/api/main';
import { md5Lower } from '@/lib/crypto/md5';
import { useSession } from '@/lib/session/store';
import type { LoginValues } from '@/lib/validation/auth';
import { lazyResolver } from '@/lib/validation/lazyResolver';
import { ROUTES } from '@/lib/routes';
import { AuthLayout, AuthSwitch } from './AuthLayout';

const loginValidation = lazyResolver<LoginValues>(() => import('@/lib/validation/auth').then((m) => m.loginSchema));

export function LoginScreen() {
  const t = useTranslations();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: loginValidation.resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const result = await userApi.login(email, md5Lower(password));
      const session = useSession.getState();
      session.setSession(result.Token, result.ex_time);
      // Spec §4: after login, user info and main config are loaded.
      const [info] = await Promise.all([
        queryClient.fetchQuery(userInfoQuery()),
        queryClient.fetchQuery(mainConfigQuery()),
      ]);
      session.setUserInfo(info);
      router.replace(session.takePendingRoom() ?? ROUTES.home);
    } catch {
      // The client already showed the server's message; the typed values stay (spec §8).
      setSubmitting(false);
    }
  });

  return (
    <AuthLayout title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <form onSubmit={onSubmit} onFocus={loginValidation.preload} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          error={errors.email?.message && t(errors.email.message)}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          error={errors.password?.message && t(errors.password.message)}
          {...register('password')}
        />
        <Button type="submit" size="lg" block loading={submitting} className="mt-3">
          {t('auth.login')}
        </Button>
        <AuthSwitch question={t('auth.noAccount')} linkText={t('auth.toRegister')} href={ROUTES.register} />
      </form>
    </AuthLayout>
  );
}
