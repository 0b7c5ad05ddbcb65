'use client';
import { AppLink } from '@/platform/shell/AppLink';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/ui/Button';
import { PasswordField } from '@/ui/Field';
import { clearLoginEmail, prefillLoginEmail, readLoginEmail } from '@/features/auth/loginPrefill';
import { fieldErrorText, showServerError, type FieldErrorMap } from '@/platform/http/serverErrors';
import { authCalls, preloadAuthCalls } from '@/features/auth/api/authCalls';
import { USER_PATHS } from '@/platform/account/userPaths';
import { useAction } from '@/platform/http/useAction';
import { API_CODES } from '@/shared/contract/codes';
import { loadMd5Or, preloadMd5 } from '@/platform/async/loadMd5';
import { takeReturnPath } from '@/platform/session/returnPath';
import { peekSessionExpired, takeSessionExpired } from '@/platform/session/sessionExpired';
import { useSession } from '@/platform/session/store';
import type { LoginValues } from '@/features/auth/rules';
import { lazyResolver } from '@/platform/forms/lazyResolver';
import { ROUTES } from '@/platform/shell/routes';
import { toast } from '@/ui/toast';
import { AuthLayout, AuthSwitch } from './AuthLayout';
import { EmailField } from './EmailField';
import { InvitationNote } from './InvitationNote';
import { useGuestOnly } from './useGuestOnly';

/** "User does not exist" is about the e-mail; "incorrect e-mail or password" about both: a toast. */
const LOGIN_FIELD_ERRORS: FieldErrorMap<LoginValues> = { [API_CODES.USER_NOT_FOUND]: 'email' };

const noSubscribe = () => () => {};

const loginValidation = lazyResolver<LoginValues>(() => import('@/features/auth/rules').then((m) => m.loginSchema));

const preload = () => {
  loginValidation.preload();
  preloadMd5();
  preloadAuthCalls();
};

const logIn = async (values: { email: string; passwordMd5: string }) => (await authCalls()).logIn(values);

export function LoginScreen() {
  useGuestOnly();
  const t = useTranslations();
  const router = useRouter();
  const login = useAction(logIn);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
    // After registering or resetting the password the e-mail is already filled in.
  } = useForm<LoginValues>({ resolver: loginValidation.resolver, defaultValues: { email: readLoginEmail(), password: '' } });

  // Read from storage on the client only: the prerendered page (and hydration) show no notice.
  const expired = useSyncExternalStore(noSubscribe, peekSessionExpired, () => false);

  // The button is busy (disabled, so Enter cannot submit either) from the first submit, while the hash
  // helper loads, until the next screen shows.
  const onSubmit = handleSubmit(async ({ email, password }) => {
    if (login.isPending || login.isSuccess) return;
    const hash = await loadMd5Or(() => toast.error(t('common.networkError'), USER_PATHS.login));
    if (!hash) return;
    void login.mutate(
      { email, passwordMd5: hash.md5Lower(password) },
      {
        // A shared room link first (spec §2), else the screen opened while logged out (issue 12).
        onSuccess: () => {
          clearLoginEmail();
          const returnTo = takeReturnPath();
          takeSessionExpired();
          router.replace(useSession.getState().takePendingRoom() ?? returnTo ?? ROUTES.home);
        },
        // The typed values stay (spec §8); the error goes under its field or into a toast.
        onError: (error) => showServerError(error, { fields: LOGIN_FIELD_ERRORS, setError, scope: USER_PATHS.login }),
      },
    );
  });

  return (
    <AuthLayout title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      {expired && (
        <p role="status" data-testid="session-expired" className="mb-4 rounded-control border border-warning/40 bg-warning/10 px-4 py-3 text-sm text-warning">
          {t('common.sessionExpired')}
        </p>
      )}
      <InvitationNote />
      <form onSubmit={onSubmit} onFocus={preload} noValidate className="flex flex-col gap-4">
        <EmailField error={fieldErrorText(t, errors.email)} {...register('email')} />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          error={fieldErrorText(t, errors.password)}
          {...register('password')}
        />
        <AppLink
          href={ROUTES.forgotPassword}
          onClick={() => prefillLoginEmail(getValues('email'))}
          className="-mt-2 inline-flex min-h-touch items-center self-end text-sm font-semibold text-accent"
        >
          {t('auth.forgotPassword')}
        </AppLink>
        <Button type="submit" size="lg" block loading={isSubmitting || login.isPending || login.isSuccess} className="mt-1">
          {t('auth.login')}
        </Button>
        <AuthSwitch question={t('auth.noAccount')} linkText={t('auth.toRegister')} href={ROUTES.register} />
      </form>
    </AuthLayout>
  );
}
