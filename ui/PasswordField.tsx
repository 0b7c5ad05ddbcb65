'use client';
import { forwardRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { TextField, type TextFieldProps } from './Field';
import { EyeIcon } from './icons/Eye';
import { EyeOffIcon } from './icons/EyeOff';

/** A TextField with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'trailing'>>(function PasswordField(props, ref) {
  const t = useTranslations('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      {...props}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          className="-mr-2 flex min-h-touch min-w-touch items-center justify-center text-fg-muted hover:text-fg"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
});
