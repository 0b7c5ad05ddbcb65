'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/ui/Button';
import { CodeField } from '@/ui/CodeField';
import { useCodeSender } from '@/platform/account/useCodeSender';
import { fieldErrorText, showServerError, type FieldErrorMap } from '@/platform/http/serverErrors';
import { userInfoQuery } from '@/platform/account/user';
import { useForgetPayPasswordMutation, useSendResetPinCodeMutation } from '@/platform/account/recovery';
import { USER } from '@/shared/contract/endpoints/user';
import { API_CODES } from '@/shared/contract';
import { md5Lower } from '@/shared/md5';
import { toast } from '@/ui/toast';
import type { ForgotPinValues } from '@/features/profile/rules';
import { PIN_LENGTH } from '@/shared/contract/limits-form';
import { Intro } from './AccountPasswordForm';
import { NewPinFields } from './PinFields';

const EMPTY: ForgotPinValues = { code: '', pin: '', confirmPin: '' };
const FIELD_ERRORS: FieldErrorMap<ForgotPinValues> = { [API_CODES.CODE_INVALID]: 'code' };

/**
 * Forgot security password: a code to the account's own e-mail, then a new 6-digit PIN. The server
 * also lifts a PIN lock; the session stays. `onDone` returns to the change form.
 */
export function ForgotPinForm({ onDone, validation }: { onDone: () => void; validation: Resolver<ForgotPinValues> }) {
  const t = useTranslations();
  const ts = useTranslations('security');
  const email = useQuery(userInfoQuery()).data?.email ?? '';
  const sendCode = useSendResetPinCodeMutation();
  const reset = useForgetPayPasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPinValues>({ resolver: validation, defaultValues: EMPTY });

  const codeSender = useCodeSender(
    sendCode,
    () => undefined,
    (error) => showServerError(error, { scope: USER.sendEmail.path }),
  );

  const onSubmit = handleSubmit((values) => {
    if (reset.isPending || reset.isSuccess) return;
    reset.mutate(
      { code: values.code.trim(), password: md5Lower(values.pin), confirm_password: md5Lower(values.confirmPin) },
      {
        onSuccess: () => {
          toast.success(ts('pinReset'), USER.forgetPayPassword.path);
          onDone();
        },
        onError: (error) => showServerError(error, { fields: FIELD_ERRORS, setError, scope: USER.forgetPayPassword.path }),
      },
    );
  });

  const errorText = (error?: Parameters<typeof fieldErrorText>[1]) => fieldErrorText(t, error);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="forgot-pin-form">
      <h2 className="text-lg font-bold">{ts('forgotPinTitle')}</h2>
      <Intro text={ts('forgotPinIntro', { email })} />
      <CodeField error={errorText(errors.code)} {...codeSender} {...register('code')} />
      <NewPinFields register={register} errors={errors} maxLength={PIN_LENGTH} />
      <Button type="submit" size="lg" block loading={reset.isPending || reset.isSuccess} className="mt-2">
        {ts('forgotPinSubmit')}
      </Button>
      <Button variant="ghost" block onClick={onDone}>
        {ts('backToChange')}
      </Button>
    </form>
  );
}
