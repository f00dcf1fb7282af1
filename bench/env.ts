// The benchmarks' settings come from the environment (BENCH_SECONDS=30 npm run ledger ...). A misspelt
// number must stop the run with its name, not run for NaN seconds and write a results file of nothing.

/** The positive number in `process.env[name]`, or `fallback` when it is not set. */
export function positiveFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, not '${text}'`);
  }
  return value;
}
