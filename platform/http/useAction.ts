import { useCallback, useRef, useState } from 'react';

type Handlers<R> = { onSuccess?: (result: R) => void; onError?: (error: unknown) => void };

/**
 * A write call's state for the public screens (login, register, forgot password), which run without
 * React Query so a visitor's first screen does not load it. The same shape as the part of
 * `useMutation` those forms use, so they read alike: `mutate(variables, { onSuccess, onError })`,
 * `isPending`, `isSuccess`. A call while one is in flight is ignored (no double submit).
 */
export function useAction<V, R>(call: (variables: V) => Promise<R>) {
  const [status, setStatus] = useState<'idle' | 'pending' | 'success' | 'error'>('idle');
  const inFlight = useRef(false);
  const mutate = useCallback(
    async (variables: V, handlers: Handlers<R> = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setStatus('pending');
      let result: R;
      try {
        result = await call(variables);
      } catch (error) {
        inFlight.current = false;
        setStatus('error');
        handlers.onError?.(error);
        return;
      }
      inFlight.current = false;
      setStatus('success');
      handlers.onSuccess?.(result);
    },
    [call],
  );
  return { mutate, isPending: status === 'pending', isSuccess: status === 'success' };
}
