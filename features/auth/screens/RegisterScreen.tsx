'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/ui/Button';
import { CodeField } from '@/ui/CodeField';
import { TextField } from '@/ui/Field';
import { PasswordField } from '@/ui/PasswordField';
import { NewPasswordFields } from '@/platform/account/NewPasswordFields';
import { useCodeSender } from '@/platform/account/useCodeSender';
import { prefillLoginEmail } from '@/features/auth/loginPrefill';
import { fieldErrorText, showServerError, type FieldErrorMap } from '@/platform/http/serverErrors';
import { userApi } from '@/platform/account/user';
import { USER } from '@/shared/contract/endpoints/user';
import { useAction } from '@/platform/http/useAction';
import { API_CODES } from '@/shared/contract/codes';
import type { RegisterRequest } from '@/shared/contract';
import { md5Lower, md5Upper } from '@/shared/md5';
import { useSession } from '@/platform/session/store';
import type { RegisterValues } from '@/features/auth/rules';
import { NICKNAME_MAX_REGISTER, NICKNAME_MIN, PIN_LENGTH } from '@/shared/contract/limits-form';
import { ROUTES } from '@/platform/shell/routes';
import { toast } from '@/ui/toast';
import { AuthLayout, AuthSwitch } from './AuthLayout';
import { EmailField } from './EmailField';
import { emailForCode, type EmailRule } from './emailForCode';
import { InvitationNote } from './InvitationNote';
import { useGuestOnly } from './useGuestOnly';

/** Server errors about one field show under it (codes in server/README.md). */
const REGISTER_FIELD_ERRORS: FieldErrorMap<RegisterValues> = {
  [API_CODES.EMAIL_TAKEN]: 'email',
  [API_CODES.NICKNAME_TAKEN]: 'nickname',
  [API_CODES.INVITE_INVALID]: 'invite',
  [API_CODES.CODE_INVALID]: 'code',
};
// Silent: the error goes under its field or into a scoped toast (serverErrors.ts).
const SILENT = { silent: true } as const;
const SEND_CODE_FIELD_ERRORS: FieldErrorMap<RegisterValues> = { [API_CODES.EMAIL_TAKEN]: 'email' };

/**
 * Spec §2 and §5: register with an e-mail code (60 s countdown), invite code and security PIN.
 * `validation` and `sendCodeRule`: the form's rules, lazy parts of the route (../routes/register.client.ts).
 */
export function RegisterScreen({ validation, sendCodeRule }: { validation: Resolver<RegisterValues>; sendCodeRule: EmailRule }) {
  useGuestOnly();
  const t = useTranslations();
  const router = useRouter();
  const storedInvite = useSession((s) => s.invite);
  const sendCodeMutation = useAction((email: string) => userApi.sendEmailCode(email, SILENT));
  const registerMutation = useAction((payload: RegisterRequest) => userApi.register(payload, SILENT));
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: validation,
    defaultValues: {
      email: '',
      code: '',
      nickname: '',
      password: '',
      confirmPassword: '',
      invite: storedInvite ?? '',
      payPassword: '',
    },
  });

  // Spec §2: the invite field is pre-filled from the stored invite. The prerendered form starts empty
  // (the store reads local storage after mount, and a link opened right here is captured after that),
  // so the stored code is filled in when it arrives, unless the visitor has already typed one.
  useEffect(() => {
    if (storedInvite && !getValues('invite')) setValue('invite', storedInvite);
  }, [storedInvite, getValues, setValue]);

  const codeSender = useCodeSender(
    sendCodeMutation,
    () => emailForCode({ getValues, setError, clearErrors }, sendCodeRule),
    (error) => showServerError(error, { fields: SEND_CODE_FIELD_ERRORS, setError, scope: USER.sendEmail.path }),
  );

  // The button is busy (disabled, so Enter cannot submit either) from the first submit until the next
  // screen shows.
  const onSubmit = handleSubmit((values) => {
    if (registerMutation.isPending || registerMutation.isSuccess) return;
    void registerMutation.mutate(
      {
        email: values.email.trim(),
        nickname: values.nickname.trim(),
        invite: values.invite.trim(),
        password: md5Upper(values.password),
        code: values.code.trim(),
        pay_password: md5Lower(values.payPassword),
      },
      {
        onSuccess: () => {
          toast.success(t('auth.registerSuccess'), USER.register.path);
          prefillLoginEmail(values.email);
          router.replace(ROUTES.login);
        },
        onError: (error) => showServerError(error, { fields: REGISTER_FIELD_ERRORS, setError, scope: USER.register.path }),
      },
    );
  });

  const errorText = (error?: Parameters<typeof fieldErrorText>[1]) => fieldErrorText(t, error);

  return (
    <AuthLayout title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <InvitationNote />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 pb-6">
        <EmailField error={errorText(errors.email)} {...register('email')} />
        <CodeField error={errorText(errors.code)} {...codeSender} {...register('code')} />
        <TextField
          label={t('auth.nickname')}
          autoComplete="nickname"
          placeholder={t('auth.nicknamePlaceholder')}
          maxLength={NICKNAME_MAX_REGISTER + 10}
          error={errorText(errors.nickname)}
          // The rule before the user fails it.
          hint={t('auth.nicknameHint', { min: NICKNAME_MIN, max: NICKNAME_MAX_REGISTER })}
          {...register('nickname')}
        />
        <NewPasswordFields label={t('auth.password')} register={register} errors={errors} />
        <TextField
          label={t('auth.invite')}
          autoCapitalize="characters"
          placeholder={t('auth.invitePlaceholder')}
          error={errorText(errors.invite)}
          hint={t('auth.inviteHint')}
          {...register('invite')}
        />
        <PasswordField
          label={t('auth.payPassword')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={PIN_LENGTH}
          placeholder={t('auth.payPasswordPlaceholder')}
          hint={t('auth.payPasswordHint')}
          error={errorText(errors.payPassword)}
          {...register('payPassword')}
        />
        <Button type="submit" size="lg" block loading={isSubmitting || registerMutation.isPending || registerMutation.isSuccess} className="mt-3">
          {t('auth.submitRegister')}
        </Button>
        <AuthSwitch question={t('auth.haveAccount')} linkText={t('auth.toLogin')} href={ROUTES.login} />
      </form>
    </AuthLayout>
  );
}
