'use client';
import { useTranslations } from 'next-intl';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { FieldAction, TextField } from '@/ui/Field';
import { sanitizeAmountInput } from '@/features/wallet/withdraw/rules';
import type { DepositContext, DepositValues } from '@/features/wallet/forms/walletForms';

/**
 * The deposit and purchase forms: one amount, checked by `resolver` with the
 * token's decimals. `fillAmount` is the Max button's: after a first submit the value is checked at
 * once, as typed values are.
 */
export function useWalletAmountForm(resolver: Resolver<DepositValues, DepositContext>, decimals: number) {
  const form = useForm<DepositValues, DepositContext>({ resolver, context: { decimals }, defaultValues: { amount: '' } });
  const { isSubmitted } = form.formState;
  const fillAmount = (text: string) => form.setValue('amount', text, { shouldValidate: isSubmitted });
  return { ...form, fillAmount };
}

interface WalletAmountFieldProps {
  label: string;
  testId: string;
  maxTestId?: string;
  /** The form's `register('amount')`. */
  field: UseFormRegisterReturn;
  error: string | undefined;
  /** The token's decimals: no more digits than that after the point. */
  decimals: number;
  /** While a payment runs. */
  disabled: boolean;
  maxDisabled: boolean;
  onMax: () => void;
  /** Typing clears the last refusal shown under the field. */
  onEdit: () => void;
}

/** The amount paid from the connected wallet (deposit, purchase), with a Max button for the wallet's balance. */
export function WalletAmountField({ label, testId, maxTestId, field, error, decimals, disabled, maxDisabled, onMax, onEdit }: WalletAmountFieldProps) {
  const t = useTranslations('deposit');
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder={t('amountPlaceholder')}
      data-testid={testId}
      disabled={disabled}
      error={error}
      {...field}
      onChange={(event) => {
        event.target.value = sanitizeAmountInput(event.target.value, decimals);
        onEdit();
        return field.onChange(event);
      }}
      trailing={
        <FieldAction testId={maxTestId} disabled={maxDisabled} onClick={onMax}>
          {t('max')}
        </FieldAction>
      }
    />
  );
}
