'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { requestPin } from '@/lib/ui/pinRequest';
import { toast } from '@/lib/ui/toast';
import { BALANCE_DOMAINS, domainKeys, type MoneyDomain } from './keys';

export interface MoneyActionOptions<TVars, TData> {
  /** The API call (from lib/api/<resource>.ts). Gets the PIN as lower-case MD5 hex when `pin` is on. */
  request: (vars: TVars, pinMd5: string | null) => Promise<TData>;
  /** Ask for the security password first (default). `false` for actions without one (join a bid room). */
  pin?: false | { title?: string; confirmLabel?: string; description?: (vars: TVars) => ReactNode };
  /** What the action changed; every query under these domains is refetched. Default: balances + reports. */
  invalidates?: readonly MoneyDomain[];
  /** Success toast; the API path as `scope` replaces an earlier error toast of the same action. */
  successMessage?: (data: TData, vars: TVars) => string | null;
  scope: string;
  onSuccess?: (data: TData, vars: TVars) => void;
}

/**
 * THE way a screen runs a money action (buy, sell, transfer, join, bid, withdraw…):
 *   PIN dialog → busy, no double submit → the API call → invalidate what it changed → toast.
 *
 *   const buy = useMoneyAction({ request: (id: number, pin) => ticketApi.buy(id, pin!), scope: TICKET_PATHS.buy,
 *     invalidates: ['balances', 'reports', 'tickets'], successMessage: () => t('ticket.bought') });
 *   <Button loading={buy.busy} onClick={() => buy.run(pkg.id)}>Buy</Button>
 *
 * A failed call keeps the PIN dialog open for another try (the API client has shown the server's
 * message); `run` resolves true once the action succeeded, false when cancelled or refused.
 */
export function useMoneyAction<TVars, TData>(options: MoneyActionOptions<TVars, TData>) {
  const queryClient = useQueryClient();
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const running = useRef(false);

  const mutation = useMutation({
    mutationFn: ({ vars, pinMd5 }: { vars: TVars; pinMd5: string | null }) => optionsRef.current.request(vars, pinMd5),
    onSuccess: async (data, { vars }) => {
      const { invalidates = BALANCE_DOMAINS, successMessage, scope, onSuccess } = optionsRef.current;
      const text = successMessage?.(data, vars);
      if (text) toast.success(text, scope);
      onSuccess?.(data, vars);
      await Promise.all(domainKeys(invalidates).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  const { mutateAsync } = mutation;

  const run = useCallback(
    async (vars: TVars): Promise<boolean> => {
      if (running.current) return false; // a second tap while the first is in flight does nothing
      running.current = true;
      try {
        const { pin } = optionsRef.current;
        if (pin === false) {
          try {
            await mutateAsync({ vars, pinMd5: null });
            return true;
          } catch {
            return false;
          }
        }
        return await requestPin({
          title: pin?.title,
          confirmLabel: pin?.confirmLabel,
          description: pin?.description?.(vars),
          onConfirm: (pinMd5) => mutateAsync({ vars, pinMd5 }),
        });
      } finally {
        running.current = false;
      }
    },
    [mutateAsync],
  );

  return {
    run,
    busy: mutation.isPending,
    /** What the call in flight runs for (one of several items with their own buttons), undefined when idle. */
    pendingVars: mutation.isPending ? mutation.variables?.vars : undefined,
    error: mutation.error,
    data: mutation.data,
    reset: mutation.reset,
  };
}
