'use client';
import { useTranslations } from 'next-intl';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/ui/Button';
import { fieldErrorText, showServerError, type FieldErrorMap } from '@/platform/http/serverErrors';
import { USER_PATHS } from '@/platform/account/user';
import { useResetPayPasswordMutation } from '@/platform/account/user.mutations';
import { API_CODES } from '@/shared/contract';
import { toast } from '@/ui/toast';
import { securityPasswordPayload } from '@/platform/account/passwordPayload';
import type { SecurityPasswordValues } from '@/features/profile/rules';
import { Intro } from './AccountPasswordForm';
import { NewPinFields, PinField } from './PinFields';

const EMPTY: SecurityPasswordValues = { oldPin: '', pin: '', confirmPin: '' };

/**
 * Change the 6-digit security password. Spec §5: a value longer than 6 makes the submit stop silently
 * (no request, no message); spec §4: success keeps the session and clears the inputs.
 */

const FIELD_ERRORS: FieldErrorMap<SecurityPasswordValues> = { [API_CODES.OLD_PAY_PASSWORD_WRONG]: 'oldPin' };

export function SecurityPasswordForm({ validation }: { validation: Resolver<SecurityPasswordValues> }) {
  const t = useTranslations();
  const ts = useTranslations('security');
  const change = useResetPayPasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SecurityPasswordValues>({
    resolver: validation,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    if (change.isPending) return;
    const payload = securityPasswordPayload(values);
    if (!payload) return; // too long: stop without a word, as specified
    change.mutate(payload, {
      onSuccess: () => {
        toast.success(ts('pinChanged'), USER_PATHS.resetPayPassword);
        reset(EMPTY);
      },
      // A wrong old PIN shows under its field; the inputs stay for a retry.
      onError: (error) => showServerError(error, { fields: FIELD_ERRORS, setError, scope: USER_PATHS.resetPayPassword }),
    });
  });

  const errorText = (error?: Parameters<typeof fieldErrorText>[1]) => fieldErrorText(t, error);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="security-password-form">
      <Intro text={ts('pinIntro')} />
      <PinField label={ts('oldPin')} placeholder={ts('oldPinPlaceholder')} error={errorText(errors.oldPin)} {...register('oldPin')} />
      <NewPinFields register={register} errors={errors} />
      <Button type="submit" size="lg" block loading={change.isPending} className="mt-2">
        {ts('update')}
      </Button>
    </form>
  );
}
