'use client';
import { useTranslations } from 'next-intl';
import { ActionRefusal } from '@/platform/money/ActionRefusal';
import { Button } from '@/ui/Button';
import { useVpExchange } from '@/features/wallet/assets/api';
import { formatAmount, isPositiveAmount } from '@/shared/format/amount';
import { ASSET_DECIMALS } from '@/shared/format/recordAmount';

/** VP → KinBo: the PIN dialog, vp/exchange type 0, a toast with the KinBo received, balances refreshed. */
export function VpExchangeButton({ vp }: { vp: string | null }) {
  const t = useTranslations('assets');
  // Rounded down like the KinBo and VP cards show them, so the toast matches what the balance moved by.
  const exchange = useVpExchange((result) =>
    t('vpExchanged', { kinbo: formatAmount(result.kinbo, ASSET_DECIMALS.kinbo), vp: formatAmount(result.vp, ASSET_DECIMALS.vp, { trimZeros: true }) }),
  );
  return (
    <>
      <Button className="col-span-2 text-sm" loading={exchange.busy} disabled={vp === null || !isPositiveAmount(vp)} onClick={() => void exchange.run()} data-testid="vp-exchange">
        {t('exchangeVp')}
      </Button>
      <ActionRefusal refusal={exchange.refusal} className="col-span-2" />
    </>
  );
}
