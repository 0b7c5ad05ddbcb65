'use client';
import { useTranslations } from 'next-intl';
import { forwardRef } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '@/ui/PasswordField';
import type { TextFieldProps } from '@/ui/Field';
import { fieldErrorText } from '@/platform/http/serverErrors';

/** A security PIN input: the digit keypad, and no saved password offered. */
export const PinField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'trailing'>>(function PinField(props, ref) {
  return <PasswordField ref={ref} inputMode="numeric" autoComplete="off" pattern="[0-9]*" {...props} />;
});

type PairName = 'pin' | 'confirmPin';

/**
 * A new PIN and its confirmation (change PIN, forgot PIN). `maxLength` stops typing at 6 where the
 * form wants it; the change form lets a longer value through, since spec §5 has its submit stop silently.
 */
export function NewPinFields({ register, errors, maxLength }: { register: (name: PairName) => UseFormRegisterReturn; errors: Partial<Record<PairName, FieldError>>; maxLength?: number }) {
  const t = useTranslations('security');
  const tv = useTranslations();
  const field = (name: PairName, text: 'newPin' | 'confirmPin') => (
    <PinField label={t(text)} placeholder={t(`${text}Placeholder`)} error={fieldErrorText(tv, errors[name])} maxLength={maxLength} {...register(name)} />
  );
  return (
    <>
      {field('pin', 'newPin')}
      {field('confirmPin', 'confirmPin')}
    </>
  );
}
