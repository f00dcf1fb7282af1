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
