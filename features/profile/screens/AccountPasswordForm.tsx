'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, type Resolver } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/ui/Button';
import { PasswordField } from '@/ui/PasswordField';
import { NewPasswordFields } from '@/platform/account/NewPasswordFields';
import { fieldErrorText, showServerError, type FieldErrorMap } from '@/platform/http/serverErrors';
import { USER } from '@/shared/contract/endpoints/user';
import { useResetPasswordMutation } from '@/platform/account/user.mutations';
import { API_CODES } from '@/shared/contract';
import { ROUTES } from '@/platform/shell/routes';
import { useSession } from '@/platform/session/store';
import { toast } from '@/ui/toast';
import { accountPasswordPayload } from '@/platform/account/passwordPayload';
import type { AccountPasswordValues } from '@/features/profile/rules';
import { LockIcon } from '@/ui/icons/Lock';

const FIELD_ERRORS: FieldErrorMap<AccountPasswordValues> = { [API_CODES.OLD_PASSWORD_WRONG]: 'oldPassword' };

/**
 * Change the account (login) password. Spec §4: success clears all local storage and user state and
 * goes to /login, so the new password is proven at once.
 */
export function AccountPasswordForm({ validation }: { validation: Resolver<AccountPasswordValues> }) {
  const t = useTranslations();
  const ts = useTranslations('security');
  const router = useRouter();
  const queryClient = useQueryClient();
  const change = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AccountPasswordValues>({
    resolver: validation,
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (change.isPending || change.isSuccess) return;
    change.mutate(accountPasswordPayload(values), {
      onSuccess: () => {
        toast.success(ts('passwordChanged'), USER.resetPassword.path);
        useSession.getState().clearAll();
        queryClient.clear();
        router.replace(ROUTES.login);
      },
      // A wrong old password shows under its field; the form stays as typed.
      onError: (error) => showServerError(error, { fields: FIELD_ERRORS, setError, scope: USER.resetPassword.path }),
    });
  });

  const errorText = (error?: Parameters<typeof fieldErrorText>[1]) => fieldErrorText(t, error);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="account-password-form">
      <Intro text={ts('accountIntro')} />
      <PasswordField
        label={ts('oldPassword')}
        autoComplete="current-password"
        placeholder={ts('oldPasswordPlaceholder')}
        error={errorText(errors.oldPassword)}
        {...register('oldPassword')}
      />
      <NewPasswordFields
        label={ts('newPassword')}
        placeholder={ts('newPasswordPlaceholder')}
        confirmLabel={ts('confirmPassword')}
        confirmPlaceholder={ts('confirmPasswordPlaceholder')}
        register={register}
        errors={errors}
      />
      <Button type="submit" size="lg" block loading={change.isPending || change.isSuccess} className="mt-2">
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
