'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ActionRefusal } from '@/platform/money/ActionRefusal';
import { useMoneyPrechecks } from '@/platform/money/moneyPrechecks';
import { useMoneyAction } from '@/platform/money/useMoneyAction';
import { autoBidQuery, BID_ACTION_DOMAINS, gameApi } from '@/features/games/api';
import { autoBidMaxError } from '@/features/games/rules';
import { AUTO_BID } from '@/shared/contract/endpoints/games';
import type { AutoBid, BiddingRoom } from '@/shared/contract';
import { formatAmount } from '@/shared/format/amount';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { Sheet } from '@/ui/Overlay';

type SetVars = { id: number; max: string };

/** Why the auto-bid stopped, as the room tells it. */
function StoppedLine({ auto }: { auto: AutoBid }) {
  const t = useTranslations('games.autoBid');
  if (auto.active === 1 || auto.reason === null) return null;
  return (
    <p className="text-sm text-fg-muted" data-testid="auto-bid-stopped" data-reason={auto.reason}>
      {t(`stopped.${auto.reason}`, { amount: formatAmount(auto.max) })}
    </p>
  );
}

/**
 * The auto-bid of a member in an open auction: a maximum (checked here, then confirmed with the PIN),
 * then "Auto-bid on, up to X" with Cancel, or why it stopped. Hidden when the API has no auto-bid (its
 * read fails) and until that read answers.
 */
export function AutoBidControl({ room, iAmHighest }: { room: BiddingRoom; iAmHighest: boolean }) {
  const t = useTranslations('games.autoBid');
  const tc = useTranslations('common');
  const query = useQuery(autoBidQuery(room.id));
  const { refetch } = query;
  const [editing, setEditing] = useState(false);
  const [max, setMax] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The server bids for the user and stops it: each change of the auction after the first read is read again.
  const change = `${room.kinbo}/${room.highest_user_id}/${room.state}/${room.end_time}`;
  const seen = useRef(change);
  useEffect(() => {
    if (seen.current === change) return;
    seen.current = change;
    void refetch();
  }, [refetch, change]);

  const prechecks = useMoneyPrechecks();
  const set = useMoneyAction({
    // The next bid must be within reach now; the highest bidder's own hold comes back when outbid.
    precheck: () => (iAmHighest ? null : prechecks.kinbo(room.next_bid)),
    request: ({ id, max: amount }: SetVars, pin) => gameApi.setAutoBid(id, amount, pin ?? ''),
    pin: { title: t('pinTitle'), description: ({ max: amount }) => t('pinDescription', { amount: formatAmount(amount) }) },
    invalidates: BID_ACTION_DOMAINS,
    scope: AUTO_BID.set.path,
    successMessage: () => t('setDone'),
    onSuccess: () => setEditing(false),
  });
  const cancel = useMoneyAction({
    request: (id: number) => gameApi.cancelAutoBid(id),
    pin: false,
    invalidates: BID_ACTION_DOMAINS,
    scope: AUTO_BID.cancel.path,
    successMessage: () => t('cancelDone'),
  });

  if (query.isError || query.data === undefined) return null;
  const auto = query.data;
  const on = auto?.active === 1;

  const openSheet = () => {
    setMax(auto?.max ?? '');
    setError(null);
    setEditing(true);
  };
  const confirm = () => {
    const refused = autoBidMaxError(max, room.next_bid);
    setError(refused === null ? null : t(refused, { amount: formatAmount(room.next_bid) }));
    if (refused === null) void set.run({ id: room.id, max: max.trim() });
  };

  return (
    <div className="flex flex-col gap-2" data-testid="auto-bid">
      {on ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium" data-testid="auto-bid-on">
            {t('on', { amount: formatAmount(auto.max) })}
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={openSheet} data-testid="auto-bid-change">
              {t('change')}
            </Button>
            <Button size="sm" variant="secondary" loading={cancel.busy} onClick={() => void cancel.run(room.id)} data-testid="auto-bid-cancel">
              {tc('cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          {auto ? <StoppedLine auto={auto} /> : null}
          <Button block variant="secondary" onClick={openSheet} data-testid="auto-bid-open">
            {t('open')}
          </Button>
        </>
      )}
      <ActionRefusal refusal={cancel.refusal} />
      <Sheet
        open={editing}
        onClose={() => setEditing(false)}
        title={t('title')}
        footer={
          <Button block size="lg" loading={set.busy} onClick={confirm} data-testid="auto-bid-confirm">
            {t('confirm')}
          </Button>
        }
      >
        <div className="flex flex-col gap-3">
          <p className="text-sm text-fg-muted">{t('body')}</p>
          <TextField
            label={t('maxLabel')}
            inputMode="decimal"
            autoComplete="off"
            value={max}
            onChange={(e) => {
              setMax(e.target.value);
              setError(null);
            }}
            hint={t('maxHint', { amount: formatAmount(room.next_bid) })}
            error={error ?? undefined}
            data-testid="auto-bid-max"
          />
          <ActionRefusal refusal={set.refusal} />
        </div>
      </Sheet>
    </div>
  );
}
