'use client';
import { AppLink } from '@/platform/shell/AppLink';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/ui/Button';
import { PasswordField } from '@/ui/PasswordField';
import { ApiError } from '@/platform/http/client';
import { clearLoginEmail, prefillLoginEmail, readLoginEmail } from '@/features/auth/loginPrefill';
import { fieldErrorText, showServerError, type FieldErrorMap } from '@/platform/http/serverErrors';
import { logIn } from '@/features/auth/api/login';
import { USER } from '@/shared/contract/endpoints/user';
import { useAction } from '@/platform/http/useAction';
import { API_CODES } from '@/shared/contract/codes';
import { md5Lower } from '@/shared/md5';
import { takeReturnPath } from '@/platform/session/returnPath';
import { peekSessionExpired, takeSessionExpired } from '@/platform/session/sessionExpired';
import { useSession } from '@/platform/session/store';
import type { LoginValues } from '@/features/auth/rules';
import { ROUTES } from '@/platform/shell/routes';
import { AuthLayout, AuthSwitch } from './AuthLayout';
import { EmailField } from './EmailField';
import { RoomInvitation } from './RoomInvitation';
import { useGuestOnly } from './useGuestOnly';
import type { ComponentType } from 'react';
import type { LazyComponent } from '@/platform/async/lazy';
import type { RoomPreviewCardProps } from './RoomPreviewCard';
import type { LoginCodeStepProps } from './LoginCodeStep';

/** "User does not exist" is about the e-mail; "incorrect e-mail or password" about both: a toast. */
const LOGIN_FIELD_ERRORS: FieldErrorMap<LoginValues> = { [API_CODES.USER_NOT_FOUND]: 'email', [API_CODES.CODE_INVALID]: 'code' };
const SEND_CODE_FIELD_ERRORS: FieldErrorMap<LoginValues> = {};

const noSubscribe = () => () => {};

/** `validation`: the form's rules, a lazy part of the route (../routes/login.client.ts). */
/** `CodeStep`: the e-mail code step (LoginCodeStep), a lazy part of the route. */
/** `RoomCard`: the card of a pending shared room (RoomPreviewCard), a lazy part of the route. */
export function LoginScreen({
  validation,
  CodeStep,
  RoomCard,
}: {
  validation: Resolver<LoginValues>;
  CodeStep: ComponentType<LoginCodeStepProps>;
  RoomCard: LazyComponent<RoomPreviewCardProps>;
}) {
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
  } = useForm<LoginValues>({ resolver: validation, defaultValues: { email: readLoginEmail(), password: '', code: '' } });

  // Arriving with the e-mail filled in (from registering or a password reset), the visitor has an account.
  const [hasAccount] = useState(() => readLoginEmail() !== '');

  // A new device past the e-mail's ceiling of wrong logins (20021): a code goes to the e-mail at once
  // and the form logs in with the password and that code.
  const [needsCode, setNeedsCode] = useState(false);

  // Read from storage on the client only: the prerendered page (and hydration) show no notice.
  const expired = useSyncExternalStore(noSubscribe, peekSessionExpired, () => false);

  // The button is busy (disabled, so Enter cannot submit either) from the first submit until the next
  // screen shows.
  const onSubmit = handleSubmit(({ email, password, code }) => {
    if (login.isPending || login.isSuccess) return;
    const mailCode = needsCode ? (code ?? '').trim() : '';
    if (needsCode && !mailCode) return setError('code', { message: 'validation.codeRequired' });
    void login.mutate(
      { email, passwordMd5: md5Lower(password), ...(mailCode ? { code: mailCode } : {}) },
      {
        // A shared room link first (spec §2), else the screen opened while logged out.
        onSuccess: () => {
          clearLoginEmail();
          const returnTo = takeReturnPath();
          takeSessionExpired();
          router.replace(useSession.getState().takePendingRoom() ?? returnTo ?? ROUTES.home);
        },
        // The typed values stay (spec §8); the error goes under its field or into a toast.
        onError: (error) => {
          if (error instanceof ApiError && error.code === API_CODES.LOGIN_CODE_REQUIRED && !needsCode) {
            setNeedsCode(true);
            return;
          }
          showServerError(error, { fields: LOGIN_FIELD_ERRORS, setError, scope: USER.login.path });
        },
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
      <RoomInvitation Card={RoomCard} hasAccount={hasAccount} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <EmailField error={fieldErrorText(t, errors.email)} {...register('email')} />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          error={fieldErrorText(t, errors.password)}
          {...register('password')}
        />
        {needsCode && (
          <CodeStep
            email={() => getValues('email').trim() || null}
            field={register('code')}
            error={fieldErrorText(t, errors.code)}
            onSendError={(error) => showServerError(error, { fields: SEND_CODE_FIELD_ERRORS, setError, scope: USER.sendEmail.path })}
          />
        )}
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
