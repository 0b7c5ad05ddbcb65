'use client';
import { useTranslations } from 'next-intl';
import { ActionLink } from '@/ui/ActionLink';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { depositHref, ROUTES, WALLET_ASSET_TYPE } from '@/platform/shell/routes';
import { formatAmount } from '@/shared/format/amount';

/**
 * How a USDT withdrawal's fee gets paid when the KinBo balance cannot pay it: the KinBo still missing
 * and where KinBo comes from, and, where the API offers it (main config's withdraw_fee_usdt_rate), the
 * fee taken from the withdrawn USDT with what is then received. Once that is chosen, a way back to KinBo.
 */
export function WithdrawFeeChoice(props: {
  /** KinBo missing for the KinBo fee, or null when the balance covers it. */
  kinboShort: string | null;
  /** The fee in USDT and what is received with it, or null when the API has no such option (or no amount yet). */
  usdtOption: { feeUsdt: string; receive: string } | null;
  feeInUsdt: boolean;
  onFeeInUsdt: (on: boolean) => void;
}) {
  const t = useTranslations('withdraw');
  const { kinboShort, usdtOption, feeInUsdt, onFeeInUsdt } = props;
  if (feeInUsdt) {
    return (
      <Card className="flex flex-col gap-2 text-sm" data-testid="withdraw-fee-usdt-chosen">
        <p className="leading-relaxed text-fg">{t('feeInUsdtChosen')}</p>
        <button type="button" onClick={() => onFeeInUsdt(false)} className="self-start min-h-touch font-semibold text-accent" data-testid="withdraw-fee-in-kinbo">
          {t('payFeeInKinbo')}
        </button>
      </Card>
    );
  }
  if (!kinboShort) return null;
  return (
    // A USDT-only user cannot pay the KinBo fee: say how much is missing, where KinBo comes from, and
    // (where offered) pay it in USDT instead, so the form never ends at a refusal.
    <Card className="flex flex-col gap-2 text-sm" data-testid="withdraw-kinbo-short">
      <p className="leading-relaxed text-fg">{t('kinboShort', { short: formatAmount(kinboShort, 6) })}</p>
      <div className="grid grid-cols-2 gap-2">
        <ActionLink href={depositHref(WALLET_ASSET_TYPE.kinbo)} variant={usdtOption ? undefined : 'primary'} className="py-2 text-center" testId="withdraw-get-kinbo-deposit">
          {t('getKinboDeposit')}
        </ActionLink>
        <ActionLink href={`${ROUTES.wallet}#vp`} className="py-2 text-center" testId="withdraw-get-kinbo-vp">
          {t('getKinboVp')}
        </ActionLink>
      </div>
      {usdtOption && (
        <>
          <p className="leading-relaxed text-fg" data-testid="withdraw-fee-usdt-offer">
            {t('feeInUsdtOffer', { fee: formatAmount(usdtOption.feeUsdt, 6), receive: formatAmount(usdtOption.receive, 6) })}
          </p>
          <Button block onClick={() => onFeeInUsdt(true)} data-testid="withdraw-fee-in-usdt">
            {t('payFeeInUsdt')}
          </Button>
        </>
      )}
    </Card>
  );
}
