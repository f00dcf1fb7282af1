/** Stops a recurring job: no run starts after it is called; resolves once the run under way, if any, ended. */
export type StopJob = () => Promise<void>;

/**
 * Runs `run` every `everyMs` in this process, never two runs at once (a run that outlasts the interval makes
 * the next tick skip). `run` handles and logs its own failures. Stopping waits for the run under way, so
 * that the server closes its database only after its jobs let go of it: a job cut off mid-run by the pool's
 * end logged an error at every shutdown.
 */
export function startRecurringJob(everyMs: number, run: () => Promise<void>): StopJob {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = run().finally(() => {
      running = undefined;
    });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** A recurring job that can also be asked to run now. */
export interface WakeableJob {
  stop: StopJob;
  /** Runs the job now; if a run is under way, once more as soon as it ends (calls meanwhile share that run). */
  wake: () => void;
}

/**
 * As startRecurringJob, and `wake` starts a run at once rather than at the next tick: for a job that has work
 * as soon as something happens in this process (the webhooks, when the sealer has chained new events). The
 * tick still runs it, for what happened in other processes and for what comes due with time.
 */
export function startWakeableJob(everyMs: number, run: () => Promise<void>): WakeableJob {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const start = () => {
    if (stopped) return;
    running = run().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        start();
      }
    });
  };
  const timer = setInterval(() => {
    if (!running) start();
  }, everyMs);
  timer.unref();
  return {
    wake: () => {
      if (running) again = true;
      else start();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      // A run started by `again` after this one is not started (stopped), so this is the last.
      while (running) await running;
    },
  };
}
