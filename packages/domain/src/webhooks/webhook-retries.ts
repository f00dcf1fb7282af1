// Retries of a webhook message (issue 44, docs/decisions/122): the first within 10 seconds, then exponential
// back-off for 24 hours; an endpoint that has failed for 5 days is disabled and its representatives mailed.

/** How long a delivery may take before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The first retry comes this long after the first failure. */
export const WEBHOOK_FIRST_RETRY_MS = 5_000;
/** Each retry waits this many times longer than the one before... */
export const WEBHOOK_BACKOFF_FACTOR = 3;
/** ...but never longer than this. */
export const WEBHOOK_LONGEST_WAIT_MS = 4 * 60 * 60 * 1000;
/** A message is retried this long after its first try, then given up (the endpoint goes on to the next). */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** An endpoint whose every try failed for this long is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;
/** How much of an answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 1024;

/**
 * When to try a message again after its `attempts`-th try failed, or null when it is given up: 5 s, 15 s,
 * 45 s, 2¼ min, ... at most 4 h apart, while within 24 h of its first try.
 */
export function nextWebhookAttemptAt(attempts: number, firstAttemptAt: Date, now: Date): Date | null {
  const wait = Math.min(
    WEBHOOK_FIRST_RETRY_MS * WEBHOOK_BACKOFF_FACTOR ** Math.max(0, attempts - 1),
    WEBHOOK_LONGEST_WAIT_MS,
  );
  const next = new Date(now.getTime() + wait);
  return next.getTime() - firstAttemptAt.getTime() > WEBHOOK_RETRY_WINDOW_MS ? null : next;
}

/** Whether an endpoint failing since `failingSince` has failed long enough to be disabled. */
export const failedTooLong = (failingSince: Date | null, now: Date): boolean =>
  failingSince !== null && now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS;
