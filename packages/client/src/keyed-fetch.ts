// The client's transport (issue 44): every write carries an Idempotency-Key (the registry answers a repeat of the
// key with the first answer, docs/decisions/022), so a write whose answer was lost is sent again safely, with the
// same key; reads are sent again too. Anything else, and any answer the registry gave on purpose, is not retried.

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answers that say "not now" rather than "no": a busy or restarting registry, or a proxy in front of it. */
const RETRIED_STATUSES = new Set([408, 429, 502, 503, 504]);

export interface KeyedFetchOptions {
  /** Tries after the first (default 3). */
  retries?: number;
  /** The first wait between tries, doubled each time (default 250 ms); a Retry-After answer is obeyed. */
  backoffMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Makes the key of a write that came without one (default: a random UUID). */
  newKey?: () => string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function waitOf(response: Response | undefined, attempt: number, backoffMs: number): number {
  const retryAfter = Number(response?.headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return Math.min(retryAfter * 1000, 30_000);
  return backoffMs * 2 ** attempt;
}

/** A fetch that keys writes and sends a keyed write or a read again when the registry could not answer. */
export function keyedFetch(options: KeyedFetchOptions = {}): (request: Request) => Promise<Response> {
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 250;
  const send = options.fetch ?? globalThis.fetch;
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  return async (input: Request) => {
    const request = input.clone();
    if (WRITES.has(request.method) && !request.headers.has('idempotency-key'))
      request.headers.set('idempotency-key', newKey());
    // The body is read once per try: each try sends a copy.
    const body = request.body ? await request.arrayBuffer() : undefined;
    for (let attempt = 0; ; attempt += 1) {
      let response: Response | undefined;
      try {
        response = await send(new Request(request, body === undefined ? {} : { body }));
        if (!RETRIED_STATUSES.has(response.status) || attempt >= retries) return response;
      } catch (error) {
        if (attempt >= retries) throw error;
      }
      await sleep(waitOf(response, attempt, backoffMs));
    }
  };
}
