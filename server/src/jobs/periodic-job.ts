import type { Logger } from '../lib/logger.ts';

export interface PeriodicJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Runs `task` now and every `intervalMs`, never two runs at once; failures are logged. */
export function startPeriodicJob(
  name: string,
  intervalMs: number,
  logger: Logger,
  task: () => Promise<void>,
): PeriodicJob {
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = () => {
    if (running || stopped) return;
    running = task()
      .catch((error: unknown) => logger.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
