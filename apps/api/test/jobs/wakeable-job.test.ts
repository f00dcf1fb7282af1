import { describe, expect, it } from 'vitest';
import { startWakeableJob } from '../../src/jobs/recurring-job';

// A job woken runs at once, or once more right after the run under way; never two runs at once; none after stop.

describe('a wakeable recurring job', () => {
  it('runs when woken, folds the wakes of a run into one more run, and runs nothing once stopped', async () => {
    const runs: string[] = [];
    let running = 0;
    let release: () => void = () => undefined;
    const job = startWakeableJob(3_600_000, async () => {
      running += 1;
      expect(running).toBe(1);
      runs.push('start');
      await new Promise<void>((resolve) => (release = resolve));
      runs.push('end');
      running -= 1;
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
    job.wake();
    await settle();
    expect(runs).toEqual(['start']);
    // Three wakes during the run: one more run, right after it.
    job.wake();
    job.wake();
    job.wake();
    release();
    await settle();
    expect(runs).toEqual(['start', 'end', 'start']);
    release();
    await settle();
    expect(runs).toEqual(['start', 'end', 'start', 'end']);
    // Woken during a run and then stopped: the stop waits for that run and starts no other.
    job.wake();
    await settle();
    job.wake();
    const stopped = job.stop();
    release();
    await stopped;
    job.wake();
    await settle();
    expect(runs).toEqual(['start', 'end', 'start', 'end', 'start', 'end']);
  });
});
