'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ActionRefusal } from '@/platform/money/ActionRefusal';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { TicketIcon } from '@/ui/icons/Ticket';
import { PageHeader } from '@/platform/shell/PageHeader';
import { QueryBody } from '@/platform/query/QueryBody';
import { ReturnToLink } from '@/platform/shell/ReturnToLink';
import { SkeletonList } from '@/ui/Skeleton';
import { coinListQuery, kinboPrice } from '@/platform/account/kinboPrice';
import { useMoneyPrechecks } from '@/platform/money/moneyPrechecks';
import { TICKET_DOMAINS, ticketApi, ticketPackagesQuery } from '@/features/wallet/tickets/api';
import { ASSETS } from '@/shared/contract/endpoints/wallet';
import { useMoneyAction } from '@/platform/money/useMoneyAction';
import type { TicketPackage } from '@/shared/contract';
import { formatAmount } from '@/shared/format/amount';
import { ROUTES } from '@/platform/shell/routes';
import { usdtToKinbo } from '@/shared/money/fees';
import { useFreshUserInfo } from '@/platform/account/useFreshUserInfo';

/** Spec §9: a ticket package's KinBo equivalent is shown to 4 decimals (rounded down). */
const KINBO_DECIMALS = 4;

/** /wallet/purchase_ticket: the ticket packages (ticket/list), each bought with USDT after the PIN (ticket/buy). */
export function PurchaseTicketScreen() {
  const t = useTranslations('tickets');
  // Balances are refreshed on entry (spec §4); the stored copy shows meanwhile.
  const { info: user } = useFreshUserInfo();
  const packages = useQuery(ticketPackagesQuery());
  const { data: coins } = useQuery(coinListQuery());
  const price = kinboPrice(coins);

  const prechecks = useMoneyPrechecks();
  // The package last tapped: its refusal shows under it.
  const [tapped, setTapped] = useState<number | null>(null);
  const buy = useMoneyAction({
    precheck: (pack: TicketPackage) => prechecks.usdt(pack.amount),
    request: (pack: TicketPackage, pin) => ticketApi.buy(pack.id, pin ?? ''),
    pin: { description: (pack) => t('buyPinDescription', { amount: formatAmount(pack.amount) }) },
    invalidates: TICKET_DOMAINS,
    scope: ASSETS.ticketBuy.path,
    successMessage: (data) => t('bought', { count: data.ticket_num }),
  });

  return (
    <div className="flex flex-col gap-4 pb-6">
      <PageHeader title={t('buyTitle')} fallbackHref={ROUTES.wallet} />
      <ReturnToLink />
      {user && (
        <p className="text-sm text-fg-muted" data-testid="ticket-balances">
          {t('balances', { usdt: formatAmount(user.usdt_amount), tickets: user.ticket })}
        </p>
      )}
      <QueryBody query={packages} loading={<SkeletonList rows={4} />} emptyText={t('empty')}>
        {(list) => (
          <ul className="flex flex-col gap-3">
            {list.map((pack) => {
              const kinbo = price ? usdtToKinbo(pack.amount, price) : null;
              return (
                <li key={pack.id}>
                  <Card className="flex items-center gap-3" data-testid="ticket-package">
                    <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-pill bg-accent-soft text-accent">
                      <TicketIcon />
                    </span>
                    <div className="flex min-w-0 flex-1 flex-col">
                      <span className="font-semibold">{t('packageTickets', { count: pack.ticket_num })}</span>
                      <span className="text-sm tabular-nums">{t('priceUsdt', { amount: formatAmount(pack.amount) })}</span>
                      {kinbo !== null && <span className="text-[13px] tabular-nums text-fg-faint">{t('priceKinbo', { amount: formatAmount(kinbo, KINBO_DECIMALS) })}</span>}
                    </div>
                    <Button
                      size="sm"
                      className="min-w-[72px]"
                      loading={buy.busy && buy.pendingVars?.id === pack.id}
                      disabled={buy.busy}
                      onClick={() => {
                        setTapped(pack.id);
                        void buy.run(pack);
                      }}
                    >
                      {t('buy')}
                    </Button>
                  </Card>
                  {tapped === pack.id && <ActionRefusal refusal={buy.refusal} className="mt-2" />}
                </li>
              );
            })}
          </ul>
        )}
      </QueryBody>
    </div>
  );
}
