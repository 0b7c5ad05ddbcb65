'use client';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { API_CODES } from '@/shared/contract/codes';
import { requestPin } from '@/platform/pin/pinRequest';
import { WrongPinError } from '@/platform/pin/wrongPin';
import { toast } from '@/ui/toast';
import { ApiError } from '../http/client';
import { useOnline } from '../pwa/useOnline';
import { BALANCE_DOMAINS, invalidateDomains, queryKeys, type MoneyDomain } from '../query/keys';

/** The reads the pre-checks decide on (moneyPrechecks.ts). */
const CHECKED_READS = [queryKeys.userInfo, queryKeys.mainConfig, queryKeys.rooms, queryKeys.bids];

/**
 * A read restored from the last session (or otherwise marked old) is fetched again before an action
 * decides on it; the pre-checks ignore one still marked old (a failed fetch): the server decides.
 */
function refreshCheckedReads(client: QueryClient): Promise<unknown> | null {
  const isOld = (query: { state: { isInvalidated: boolean } }) => query.state.isInvalidated;
  const old = CHECKED_READS.filter((queryKey) => client.getQueryCache().findAll({ queryKey, predicate: isOld }).length > 0);
  if (old.length === 0) return null;
  return Promise.all(old.map((queryKey) => client.refetchQueries({ queryKey, predicate: isOld }, { cancelRefetch: false, throwOnError: false }).catch(() => undefined)));
}

/**
 * Why an action did not run, shown in place of the action (platform/money/ActionRefusal.tsx): the app's
 * own pre-check before the PIN, or the server's message after it. `way` is the way out, e.g. Deposit USDT.
 */
export interface Refusal {
  message: string;
  way?: { label: string; href: string };
}

/** The tries left a wrong-PIN answer carries (server: `data: {remaining}`), null when it says none. */
function triesLeftOf(error: ApiError): number | null {
  const data = (error.body as { data?: { remaining?: unknown } } | null)?.data;
  return typeof data?.remaining === 'number' ? data.remaining : null;
}

const isWrongPin = (error: unknown): error is ApiError => error instanceof ApiError && (error.code === API_CODES.PAY_PASSWORD_WRONG || error.code === API_CODES.OLD_PAY_PASSWORD_WRONG);

const refusalOf = (error: unknown): Refusal | null => (error instanceof Error && error.name !== 'AbortError' && error.message ? { message: error.message } : null);

export interface MoneyActionOptions<TVars, TData> {
  /** The API call (from a feature's api.ts). Gets the PIN as lower-case MD5 hex when `pin` is on. */
  request: (vars: TVars, pinMd5: string | null) => Promise<TData>;
  /** Ask for the security password first (default). `false` for actions without one (join a bid room). */
  pin?: false | { title?: string; confirmLabel?: string; description?: (vars: TVars) => ReactNode };
  /** What the action changed; every query under these domains is refetched. Default: balances + reports. */
  invalidates?: readonly MoneyDomain[];
  /** Success toast; the API path as `scope` replaces an earlier error toast of the same action. */
  successMessage?: (data: TData, vars: TVars) => string | null;
  scope: string;
  onSuccess?: (data: TData, vars: TVars) => void;
  /**
   * A PIN the screen keeps in memory for a run of the same action (bids in one auction): `recall` gives it
   * (null: ask), `keep` gets the PIN the server accepted, `forget` runs when the server refuses it as wrong
   * (then the PIN is asked again at once). `provedBy` names refusals the server gives only after the PIN
   * passed (a moved price), which keep it too.
   */
  pinMemory?: { recall: (vars: TVars) => string | null; keep: (vars: TVars, pinMd5: string) => void; forget: () => void; provedBy?: (error: unknown) => boolean };
  /** Any refusal of the call (after the PIN), with the server's error, e.g. to ask again at a new price. */
  onError?: (error: unknown, vars: TVars) => void;
  /**
   * What the app can tell from what it already has (balance, minimum, whole numbers, one game at a time,
   * own e-mail). A refusal is shown in place and neither the PIN nor the server is asked.
   */
  precheck?: (vars: TVars) => Refusal | null;
}

/**
 * THE way a screen runs a money action (buy, sell, transfer, join, bid, withdraw…):
 *   pre-check → PIN dialog → busy, no double submit → the API call → invalidate what it changed → toast.
 *
 *   const buy = useMoneyAction({ request: (id: number, pin) => ticketApi.buy(id, pin!), scope: ASSETS.ticketBuy.path,
 *     invalidates: ['balances', 'reports', 'tickets'], successMessage: () => t('ticket.bought') });
 *   <Button loading={buy.busy} onClick={() => buy.run(pkg.id)}>Buy</Button>
 *   <ActionRefusal refusal={buy.refusal} />
 *
 * After the PIN: a wrong PIN keeps the sheet open with the tries left; any other refusal closes it and
 * `refusal` holds the server's message (the API client has toasted it too). `run` resolves true once
 * the action succeeded, false when refused or cancelled.
 */
export function useMoneyAction<TVars, TData>(options: MoneyActionOptions<TVars, TData>) {
  const queryClient = useQueryClient();
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const running = useRef(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const online = useOnline();
  const t = useTranslations('common');
  // Offline, no action runs and none is queued: the reason shows in place until the network returns.
  const offline: Refusal | null = online ? null : { message: t('offlineAction') };

  const mutation = useMutation({
    mutationFn: ({ vars, pinMd5 }: { vars: TVars; pinMd5: string | null }) => optionsRef.current.request(vars, pinMd5),
    onSuccess: async (data, { vars }) => {
      const { invalidates = BALANCE_DOMAINS, successMessage, scope, onSuccess } = optionsRef.current;
      const text = successMessage?.(data, vars);
      if (text) toast.success(text, scope);
      onSuccess?.(data, vars);
      // The install offer may follow a first success; its code loaded with the shell, after the page.
      void import('../pwa/install/installOffer').then((offer) => offer.noteSuccessfulAction());
      await invalidateDomains(queryClient, invalidates);
    },
  });
  const { mutateAsync } = mutation;

  /** Runs the pre-check alone (e.g. before a confirm step of the screen's own); true when it passes. */
  const check = useCallback((vars: TVars): boolean => {
    const early = optionsRef.current.precheck?.(vars) ?? null;
    setRefusal(early);
    return early === null;
  }, []);

  /** A refusal after the PIN: shown in place; a moved KinBo price is read again, so the screen shows the new figure. */
  const refuse = useCallback(
    (error: unknown, vars: TVars) => {
      setRefusal(refusalOf(error));
      if (error instanceof ApiError && error.code === API_CODES.PRICE_MOVED) {
        // A price or a configured rate moved: read both again, so the screen shows the figure named.
        void queryClient.invalidateQueries({ queryKey: queryKeys.coinList });
        void queryClient.invalidateQueries({ queryKey: queryKeys.mainConfig });
      }
      optionsRef.current.onError?.(error, vars);
    },
    [queryClient],
  );

  const run = useCallback(
    async (vars: TVars): Promise<boolean> => {
      if (running.current) return false; // a second tap while the first is in flight does nothing
      if (!navigator.onLine) return false;
      const refreshing = refreshCheckedReads(queryClient);
      if (refreshing) {
        running.current = true;
        try {
          await refreshing;
        } finally {
          running.current = false;
        }
      }
      if (!check(vars)) return false;
      const { pin } = optionsRef.current;
      running.current = true;
      try {
        if (pin === false) {
          try {
            await mutateAsync({ vars, pinMd5: null });
            return true;
          } catch (error) {
            refuse(error, vars);
            return false;
          }
        }
        const memory = optionsRef.current.pinMemory;
        const remembered = memory?.recall(vars) ?? null;
        if (remembered !== null) {
          try {
            await mutateAsync({ vars, pinMd5: remembered });
            return true;
          } catch (error) {
            // A PIN changed elsewhere: forgotten, and asked for again below; a locked PIN is forgotten too.
            if (!isWrongPin(error)) {
              if (error instanceof ApiError && error.code === API_CODES.PIN_LOCKED) memory?.forget();
              refuse(error, vars);
              return false;
            }
            memory?.forget();
          }
        }
        let refused = false;
        const done = await requestPin({
          title: pin?.title,
          confirmLabel: pin?.confirmLabel,
          description: pin?.description?.(vars),
          onConfirm: async (pinMd5) => {
            try {
              await mutateAsync({ vars, pinMd5 });
              optionsRef.current.pinMemory?.keep(vars, pinMd5);
            } catch (error) {
              // A wrong PIN is the sheet's to show (another try); anything else ends the action here.
              if (isWrongPin(error)) throw new WrongPinError(error.message, triesLeftOf(error));
              refused = true;
              const { pinMemory } = optionsRef.current;
              if (pinMemory?.provedBy?.(error)) pinMemory.keep(vars, pinMd5);
              refuse(error, vars);
            }
          },
        });
        return done && !refused;
      } finally {
        running.current = false;
      }
    },
    [mutateAsync, check, queryClient, refuse],
  );

  return {
    run,
    check,
    busy: mutation.isPending,
    /** What the call in flight runs for (one of several items with their own buttons), undefined when idle. */
    pendingVars: mutation.isPending ? mutation.variables?.vars : undefined,
    error: mutation.error,
    /** Why the last run did not go through (pre-check or the server after the PIN), null otherwise. */
    refusal: offline ?? refusal,
    /** True while offline: the screen may disable its button; `refusal` says why. */
    offline: !online,
    clearRefusal: useCallback(() => setRefusal(null), []),
    data: mutation.data,
    reset: mutation.reset,
  };
}
