import { expect, it } from 'vitest';
import { startPeriodicJob } from '../src/jobs/periodic-job.ts';
import type { Logger } from '../src/lib/logger.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('never overlaps runs, logs failures and waits for the run in progress on stop', async () => {
  const failures: string[] = [];
  const logger = {
    error: (_: unknown, message: string) => failures.push(message),
  } as unknown as Logger;
  let active = 0;
  let maxActive = 0;
  let runs = 0;
  const job = startPeriodicJob('demo job', 5, logger, async () => {
    runs += 1;
    active += 1;
    maxActive = Math.max(maxActive, active);
    await sleep(30);
    active -= 1;
    if (runs === 1) throw new Error('boom');
  });

  await sleep(100);
  await job.stop();
  const runsAtStop = runs;
  await sleep(40);

  expect(maxActive).toBe(1);
  expect(active).toBe(0);
  expect(runsAtStop).toBeGreaterThanOrEqual(2);
  expect(runs).toBe(runsAtStop);
  expect(failures).toContain('demo job failed');
});
