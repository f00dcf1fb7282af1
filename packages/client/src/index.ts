import createClient, { type Client } from 'openapi-fetch';
import { keyedFetch, type KeyedFetchOptions } from './keyed-fetch';
import type { paths } from './schema';

// The SAFc Registry's typed client (issue 44): openapi-fetch over the types openapi-typescript made from the
// API's OpenAPI document (src/schema.d.ts), with the API token, the company, an Idempotency-Key on every
// write and the retries of keyed writes. See docs/api/client.md.

export type { paths, components, operations } from './schema';
export { keyedFetch, type KeyedFetchOptions } from './keyed-fetch';

export interface SafcClientOptions extends KeyedFetchOptions {
  /** The registry's address, e.g. https://registry.example (the calls are under /api). */
  registry: string;
  /** An API token (Profile settings > API tokens), sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** The company the calls act for (X-Company-Id), for a person in several companies. */
  companyId?: string;
}

export type SafcClient = Client<paths>;

export function createSafcClient(options: SafcClientOptions): SafcClient {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.companyId) headers['x-company-id'] = options.companyId;
  return createClient<paths>({
    baseUrl: options.registry.replace(/\/+$/, ''),
    headers,
    fetch: keyedFetch(options),
  });
}

/** The registry's error answer `{ statusCode, message, errorId, details? }` as an Error. */
export class SafcError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The data of an openapi-fetch answer, or a SafcError with the registry's message. */
export function dataOf<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.error !== undefined || !answer.response.ok) {
    const body = answer.error as { message?: string } | undefined;
    throw new SafcError(
      answer.response.status,
      body?.message ?? `${answer.response.status} ${answer.response.statusText}`,
      body,
    );
  }
  return answer.data as T;
}
