'use client';
import { useTranslations } from 'next-intl';
import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@/ui/Field';

/** The account e-mail input of the login, register and forgot-password forms. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label' | 'type'>>(function EmailField(props, ref) {
  const t = useTranslations('auth');
  return <TextField ref={ref} label={t('email')} type="email" autoComplete="email" inputMode="email" placeholder={t('emailPlaceholder')} {...props} />;
});
