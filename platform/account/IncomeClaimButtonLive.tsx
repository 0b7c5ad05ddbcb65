'use client';
import { useIncomeClaim } from '@/platform/account/incomeClaim';
import { isPositiveAmount } from '@/shared/format/amount';
import { Button, type ButtonProps } from '@/ui/Button';

export type IncomeClaimButtonProps = { pending: string | null | undefined; label: string } & Omit<ButtonProps, 'onClick' | 'children'>;

export default function IncomeClaimButtonLive({ pending, label, ...rest }: IncomeClaimButtonProps) {
  const claim = useIncomeClaim();
  return (
    <Button {...rest} loading={claim.busy} disabled={!isPositiveAmount(pending)} onClick={() => void claim.run()}>
      {label}
    </Button>
  );
}
