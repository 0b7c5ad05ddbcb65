import type { Logger } from '../services-context';

/**
 * A background job loop: runs `runOnce` every `intervalMs`, never two runs at once within this
 * process (the next run starts `intervalMs` after the previous one ended). A failing run is logged
 * and the loop goes on. `stop()` cancels the next run and waits for the current one.
 *
 * The job itself must be safe with several processes: it claims rows (FOR UPDATE SKIP LOCKED or an
 * advisory lock) inside a transaction, is idempotent and keeps its state in rows.
 */
export function startJobLoop(opts: { name: string; intervalMs: number; runOnce: () => Promise<void>; log: Logger }): { stop(): Promise<void> } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let current: Promise<void> | null = null;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(tick, opts.intervalMs);
    // The loop alone must not keep the process alive.
    timer.unref?.();
  };

  const tick = () => {
    timer = null;
    current = opts
      .runOnce()
      .catch((error: unknown) => opts.log.error(`[job ${opts.name}] run failed`, error))
      .finally(() => {
        current = null;
        schedule();
      });
  };

  schedule();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (current) await current;
    },
  };
}
