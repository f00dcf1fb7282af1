import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error';
import {
  isTransientFailure,
  pauseBefore,
  raceOf,
  retryTransient,
  TRANSIENT_ATTEMPTS,
} from '../../src/db/transient-retry';

/** A database error as drizzle throws it: the driver's error, with its SQLSTATE, as the cause. */
const databaseError = (code: string) =>
  new Error('Failed query', { cause: Object.assign(new Error('from the server'), { code }) });

describe('retryTransient: an operation that lost a race runs again', () => {
  it('counts deadlocks, serialization failures and lost lock races as transient, nothing else', () => {
    expect(isTransientFailure(databaseError('40P01'))).toBe(true);
    expect(isTransientFailure(databaseError('40001'))).toBe(true);
    expect(isTransientFailure(AppError.raceLost('The unit block of this action is changing'))).toBe(true);
    expect(isTransientFailure(databaseError('23505'))).toBe(false);
    expect(isTransientFailure(AppError.conflict('Not enough free volume'))).toBe(false);
    expect(isTransientFailure(new Error('Connection terminated'))).toBe(false);
    expect(raceOf(databaseError('40P01'))).toBe('deadlock');
    expect(raceOf(databaseError('40001'))).toBe('serialization failure');
    expect(raceOf(AppError.raceLost('The unit block of this action is changing'))).toBe('lock race');
    expect(raceOf(databaseError('23505'))).toBeUndefined();
  });

  it('runs again after rewinding and a short pause until an attempt succeeds', async () => {
    const calls: string[] = [];
    const result = await retryTransient(
      async (attempt) => {
        calls.push(`attempt ${attempt}`);
        if (attempt < 3) throw databaseError('40P01');
        return 'signed';
      },
      {
        onRetry: (error, nextAttempt) => calls.push(`lost ${raceOf(error)}, next ${nextAttempt}`),
        rewind: async () => calls.push('rewind'),
        wait: async (ms) => calls.push(`wait ${ms <= 40 ? 'short' : ms}`),
      },
    );
    expect(result).toBe('signed');
    expect(calls).toEqual([
      'attempt 1',
      'lost deadlock, next 2',
      'rewind',
      'wait short',
      'attempt 2',
      'lost deadlock, next 3',
      'rewind',
      'wait short',
      'attempt 3',
    ]);
  });

  it('gives up after a bounded number of attempts and throws the last failure', async () => {
    let attempts = 0;
    const lost = databaseError('40001');
    await expect(
      retryTransient(
        async () => {
          attempts += 1;
          throw lost;
        },
        { wait: async () => undefined },
      ),
    ).rejects.toBe(lost);
    expect(attempts).toBe(TRANSIENT_ATTEMPTS);
  });

  it('does not run again after any other failure, nor when the caller says it may not', async () => {
    let attempts = 0;
    const refused = AppError.conflict('Not enough free volume');
    await expect(
      retryTransient(async () => {
        attempts += 1;
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(attempts).toBe(1);

    attempts = 0;
    await expect(
      retryTransient(
        async () => {
          attempts += 1;
          throw databaseError('40P01');
        },
        { mayRetry: () => false },
      ),
    ).rejects.toThrow('Failed query');
    expect(attempts).toBe(1);
  });

  it('draws the pause at random, at most 10, 20, 40 ms before attempts 2, 3, 4', () => {
    expect([2, 3, 4].map((attempt) => pauseBefore(attempt, () => 1))).toEqual([10, 20, 40]);
    expect(pauseBefore(2, () => 0)).toBe(0);
  });
});
