'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/ui/Button';
import { CodeField } from '@/ui/CodeField';
import { NewPasswordFields } from '@/platform/account/NewPasswordFields';
import { useCodeSender } from '@/platform/account/useCodeSender';
import { prefillLoginEmail, readLoginEmail } from '@/features/auth/loginPrefill';
import { fieldErrorText, showServerError, type FieldErrorMap } from '@/platform/http/serverErrors';
import { USER_PATHS } from '@/platform/account/user';
import { RECOVERY_PATHS, recoveryApi } from '@/platform/account/recovery';
import { useAction } from '@/platform/http/useAction';
import { API_CODES } from '@/shared/contract/codes';
import { md5Lower } from '@/shared/md5';
import { ROUTES } from '@/platform/shell/routes';
import { toast } from '@/ui/toast';
import type { ForgotPasswordValues } from '@/features/auth/rules';
import { AuthLayout, AuthSwitch } from './AuthLayout';
import { EmailField } from './EmailField';
import { emailForCode, type EmailRule } from './emailForCode';
import { useGuestOnly } from './useGuestOnly';

const FIELD_ERRORS: FieldErrorMap<ForgotPasswordValues> = { [API_CODES.CODE_INVALID]: 'code' };
const SEND_CODE_FIELD_ERRORS: FieldErrorMap<ForgotPasswordValues> = {};

/**
 * Forgot password: a code to the e-mail, then a new password. The server ends every session of the
 * account; the user lands on login with the e-mail filled in. `validation` and `emailRule`: the form's
 * rules, lazy parts of the route (../routes/forgotPassword.client.ts).
 */
export function ForgotPasswordScreen({ validation, emailRule }: { validation: Resolver<ForgotPasswordValues>; emailRule: EmailRule }) {
  useGuestOnly();
  const t = useTranslations();
  const router = useRouter();
  const sendCode = useAction(recoveryApi.sendResetPasswordCode);
  const reset = useAction(recoveryApi.forgetPassword);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: validation,
    defaultValues: { email: readLoginEmail(), code: '', password: '', confirmPassword: '' },
  });

  const codeSender = useCodeSender(
    sendCode,
    () => emailForCode({ getValues, setError, clearErrors }, emailRule),
    (error) => showServerError(error, { fields: SEND_CODE_FIELD_ERRORS, setError, scope: USER_PATHS.sendEmail }),
  );

  const onSubmit = handleSubmit((values) => {
    if (reset.isPending || reset.isSuccess) return;
    const email = values.email.trim();
    void reset.mutate(
      { email, code: values.code.trim(), password: md5Lower(values.password), confirm_password: md5Lower(values.confirmPassword) },
      {
        onSuccess: () => {
          toast.success(t('auth.resetDone'), RECOVERY_PATHS.forgetPassword);
          prefillLoginEmail(email);
          router.replace(ROUTES.login);
        },
        onError: (error) => showServerError(error, { fields: FIELD_ERRORS, setError, scope: RECOVERY_PATHS.forgetPassword }),
      },
    );
  });

  const errorText = (error?: Parameters<typeof fieldErrorText>[1]) => fieldErrorText(t, error);

  return (
    <AuthLayout title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 pb-6" data-testid="forgot-password-form">
        <EmailField error={errorText(errors.email)} {...register('email')} />
        <CodeField error={errorText(errors.code)} {...codeSender} {...register('code')} />
        <NewPasswordFields label={t('auth.newPassword')} register={register} errors={errors} />
        <Button type="submit" size="lg" block loading={isSubmitting || reset.isPending || reset.isSuccess} className="mt-3">
          {t('auth.resetSubmit')}
        </Button>
        <AuthSwitch question={t('auth.rememberPassword')} linkText={t('auth.toLogin')} href={ROUTES.login} />
      </form>
    </AuthLayout>
  );
}
