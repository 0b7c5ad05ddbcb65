'use client';
import { useIncomeClaim } from '@/platform/account/incomeClaim';
import { isPositiveAmount } from '@/shared/format/amount';
import { Button, type ButtonProps } from '@/ui/Button';

export type IncomeClaimButtonProps = { pending: string | null | undefined; label: string } & Omit<ButtonProps, 'onClick' | 'children'>;

/**
 * Claims the released income as KinBo (user/incomeReceive) on the one money-action path: busy while in
 * flight (no double claim), the server's msg as the toast, balances and records refreshed. Used on the
 * KinBo card and on the release details; disabled while nothing is pending.
 */
export function IncomeClaimButton({ pending, label, ...rest }: IncomeClaimButtonProps) {
  const claim = useIncomeClaim();
  return (
    <Button {...rest} loading={claim.busy} disabled={!isPositiveAmount(pending)} onClick={() => void claim.run()}>
      {label}
    </Button>
  );
}
