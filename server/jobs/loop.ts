import type { Logger } from '../services/context';

/**
 * A background job loop: runs `runOnce` every `intervalMs`, never two runs at once in one process,
 * logs errors and keeps going; `stop()` waits for a run in progress. Work is claimed from the
 * database (FOR UPDATE SKIP LOCKED or a locked state row) and state lives in rows, so any number of
 * API processes may run the same job and a crash is resumed, not repeated.
 */
export function startJobLoop(opts: { name: string; intervalMs: number; runOnce: () => Promise<void>; log: Logger }): { stop(): Promise<void> } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;

  const tick = () => {
    timer = null;
    if (stopped) return;
    running = opts
      .runOnce()
      .catch((error: unknown) => opts.log.error(`[job ${opts.name}] run failed`, error))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, opts.intervalMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running;
    },
  };
}
