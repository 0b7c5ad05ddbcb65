'use client';
import { useIncomeClaim } from '@/lib/api/assets.mutations';
import { isPositiveAmount } from '@/lib/format/amount';
import { Button, type ButtonProps } from '@/components/ui/Button';

export type IncomeClaimButtonProps = { pending: string | null | undefined; label: string } & Omit<ButtonProps, 'onClick' | 'children'>;

export default function IncomeClaimButtonLive({ pending, label, ...rest }: IncomeClaimButtonProps) {
  const claim = useIncomeClaim();
  return (
    <Button {...rest} loading={claim.busy} disabled={!isPositiveAmount(pending)} onClick={() => void claim.run()}>
      {label}
    </Button>
  );
}
