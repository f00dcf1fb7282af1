import { setTimeout as sleep } from 'node:timers/promises';
import { isAppError } from '../errors/app-error';
import { sqlStateOf } from '../errors/database-error';

/**
 * A transaction PostgreSQL aborted because it lost a race (40001 serialization failure, 40P01 deadlock
 * victim), or an operation that gave up a lock race itself (AppError.raceLost): nothing it did is kept, so
 * running it again from its start is safe. An Idempotency-Key's claim is part of the same transaction, so a
 * keyed call stays once-only across the attempts.
 */
export function isTransientFailure(error: unknown): boolean {
  return raceOf(error) !== undefined;
}

/** Attempts in all: a loser of a deadlock usually wins the next one; more only hides a lock-order bug. */
export const TRANSIENT_ATTEMPTS = 4;

/** Up to 10, 20, 40 ms before attempts 2, 3, 4, drawn at random so that two losers do not meet again. */
export function pauseBefore(attempt: number, random: () => number = Math.random): number {
  return Math.round(random() * 5 * 2 ** (attempt - 1));
}

/** What a transient failure was, in an operator's words: for the log line of a retried call. */
export function raceOf(error: unknown): 'deadlock' | 'serialization failure' | 'lock race' | undefined {
  if (isAppError(error)) return error.transient ? 'lock race' : undefined;
  const state = sqlStateOf(error);
  if (state === '40P01') return 'deadlock';
  if (state === '40001') return 'serialization failure';
  return undefined;
}

export interface RetryOptions {
  /** Undoes what a lost attempt left before the next one (a rollback to a savepoint); none by default. */
  rewind?: () => Promise<unknown>;
  /** Told of each lost attempt that will be run again (to log it): retries are otherwise silent. */
  onRetry?: (error: unknown, nextAttempt: number) => void;
  /** Whether a failure may be retried at all (e.g. not once the answer has gone out). */
  mayRetry?: () => boolean;
  attempts?: number;
  wait?: (ms: number) => Promise<unknown>;
}

/**
 * Runs `run`, and again (after a short random pause) each time it fails with a transient failure, at most
 * `attempts` times in all; the last failure, or any other, is thrown to the caller.
 */
export async function retryTransient<T>(
  run: (attempt: number) => Promise<T>,
  { rewind, onRetry, mayRetry = () => true, attempts = TRANSIENT_ATTEMPTS, wait = sleep }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run(attempt);
    } catch (error) {
      if (attempt >= attempts || !isTransientFailure(error) || !mayRetry()) throw error;
      onRetry?.(error, attempt + 1);
      await rewind?.();
      await wait(pauseBefore(attempt + 1));
    }
  }
}
