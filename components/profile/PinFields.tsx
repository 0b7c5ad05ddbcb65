'use client';
import { useTranslations } from 'next-intl';
import { forwardRef } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '@/components/ui/Field';
import type { TextFieldProps } from '@/components/ui/Field';
import { fieldErrorText } from '@/lib/api/serverErrors';

/** A security PIN input: the digit keypad, and no saved password offered. */
export const PinField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'trailing'>>(function PinField(props, ref) {
  return <PasswordField ref={ref} inputMode="numeric" autoComplete="off" pattern="[0-9]*" {...props} />;
});

type PairName = 'pin' | 'confirmPin';

/**
 * A new PIN and its confirmation (change PIN, forgot PIN). `maxLength` stops typing at 6 where the
 * form wants it; the change form lets a longer value through, since spec §5 has its submit stop silently.
 */
export function NewPinFields({
  register,
  errors,
  maxLength,
}: {
  register: (name: PairName) => UseFormRegisterReturn;
  errors: Partial<Record<PairName, FieldError>>;
  maxLength?: number;
}) {
  const t = useTranslations();
  return (
    <>
      <PinField
        label={t('security.newPin')}
        placeholder={t('security.newPinPlaceholder')}
        error={fieldErrorText(t, errors.pin)}
        maxLength={maxLength}
        {...register('pin')}
      />
      <PinField
        label={t('security.confirmPin')}
        placeholder={t('security.confirmPinPlaceholder')}
        error={fieldErrorText(t, errors.confirmPin)}
        maxLength={maxLength}
        {...register('confirmPin')}
      />
    </>
  );
}
