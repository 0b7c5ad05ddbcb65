'use client';
import { useTranslations } from 'next-intl';
import { ActionRefusal } from '@/components/ui/ActionRefusal';
import { Button } from '@/components/ui/Button';
import { useVpExchange } from '@/lib/api/assets.mutations';
import { isPositiveAmount } from '@/lib/format/amount';

/** VP → KinBo: the PIN dialog, vp/exchange type 0, the server's msg as the toast, balances refreshed. */
export default function VpExchangeButton({ vp }: { vp: string | null }) {
  const t = useTranslations('assets');
  const exchange = useVpExchange();
  return (
    <>
      <Button
        className="col-span-2 text-sm"
        loading={exchange.busy}
        disabled={vp === null || !isPositiveAmount(vp)}
        onClick={() => void exchange.run()}
        data-testid="vp-exchange"
      >
        {t('exchangeVp')}
      </Button>
      <ActionRefusal refusal={exchange.refusal} className="col-span-2" />
    </>
  );
}
