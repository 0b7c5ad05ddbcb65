'use client';
import { useTranslations } from 'next-intl';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { fieldErrorText } from '@/platform/http/serverErrors';
import { PasswordField } from '@/ui/PasswordField';

type PairName = 'password' | 'confirmPassword';

export interface NewPasswordFieldsProps {
  /** The form's `register`; both fields are named as in every password form. */
  register: (name: PairName) => UseFormRegisterReturn;
  errors: Partial<Record<PairName, FieldError>>;
  /** "Password" when registering, "New password" on a reset. */
  label: string;
  /** The other texts default to the auth forms' words. */
  placeholder?: string;
  confirmLabel?: string;
  confirmPlaceholder?: string;
}

/** A new password (with the rule under it) and its confirmation: register, forgot password, change password. */
export function NewPasswordFields({ register, errors, label, placeholder, confirmLabel, confirmPlaceholder }: NewPasswordFieldsProps) {
  const t = useTranslations();
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        placeholder={placeholder ?? t('auth.passwordPlaceholder')}
        hint={t('validation.passwordRule')}
        error={fieldErrorText(t, errors.password)}
        {...register('password')}
      />
      <PasswordField
        label={confirmLabel ?? t('auth.confirmPassword')}
        autoComplete="new-password"
        placeholder={confirmPlaceholder ?? t('auth.confirmPasswordPlaceholder')}
        error={fieldErrorText(t, errors.confirmPassword)}
        {...register('confirmPassword')}
      />
    </>
  );
}
