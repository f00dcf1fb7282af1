import type { z } from 'zod';
import { GATEWAY_TIMEOUT_MESSAGE, HTTP_STATUS } from '@safc/domain';
import { HttpError } from './http-error';
import { checkedAnswer } from './response-contract';
import { readCompanySelection } from './company-selection';
import { takeEarlyRead } from './early-read';
import { handleForbidden, handleUnauthorized } from './session/session-responses';
import { requestToken } from './session/request-token';

export type QueryValue = string | number | boolean | null | undefined;
export type FormValue = string | number | boolean | Blob | null | undefined;

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (platform spec §5: each value as text, except files; arrays repeat the field). */
  form?: Record<string, FormValue | FormValue[]>;
  signal?: AbortSignal;
  /** Extra request headers, such as the `Idempotency-Key` of a mutating call (DESIGN §4). */
  headers?: Record<string, string>;
  /** Use this bearer token instead of the stored one (the sign-in exchange and logout). */
  token?: string | null;
  /** Leave 401 and 403 to the caller: the sign-in exchange, the profile lookup and logout decide themselves. */
  skipSessionHandling?: boolean;
}

/** A call whose answer is checked against its schema in `@safc/domain` (docs/decisions/010). */
export interface ContractHttpOptions<S extends z.ZodType> extends HttpOptions {
  /** The schema of the 2xx answer: the call resolves to its parsed value, or fails with ResponseContractError. */
  response: S;
}

/** The call's method: as given, else POST when it sends a body and GET otherwise. */
const methodOf = (options: HttpOptions) =>
  options.method ?? (options.form || options.json !== undefined ? 'POST' : 'GET');

function urlOf(path: string, query: HttpOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function formDataOf(form: NonNullable<HttpOptions['form']>): FormData {
  const data = new FormData();
  for (const [key, raw] of Object.entries(form)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value === undefined || value === null) continue;
      if (value instanceof Blob) data.append(key, value, value instanceof File ? value.name : key);
      else data.append(key, String(value));
    }
  }
  return data;
}

async function bodyOf(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The failure's message: the API's own message; else, for a gateway timeout, the sentence that says the
 * operation may still complete; else a plain-text body; else the status. An HTML page (a proxy's error page) is
 * never a message for a person.
 */
function messageOf(response: Response, body: unknown): string {
  if (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  ) {
    return (body as { message: string }).message;
  }
  if (response.status === HTTP_STATUS.gatewayTimeout) return GATEWAY_TIMEOUT_MESSAGE;
  const isHtml = (response.headers.get('content-type') ?? '').includes('html');
  if (typeof body === 'string' && body.trim() !== '' && !isHtml) return body;
  return `Request failed with status ${response.status}${response.statusText ? ` (${response.statusText})` : ''}`;
}

/**
 * The one HTTP client of the web: every call to /api goes through here. The answer is parsed with the
 * call's `response` schema, the same one the API serialises with, so a renamed or retyped field fails here
 * and in typecheck instead of rendering as blank (docs/decisions/010).
 */
export async function http<S extends z.ZodType>(
  path: string,
  options: ContractHttpOptions<S>,
): Promise<z.output<S>> {
  const answer = await uncheckedAnswer(path, options);
  return checkedAnswer(options.response, answer, `${methodOf(options)} ${path}`);
}

/**
 * The answer as sent, unknown: only for a caller that checks it against its schema itself (publicRead, which
 * leaves zod out of the public pages in production, docs/decisions/041). Everything else calls http.
 */
export async function uncheckedAnswer(path: string, options: HttpOptions = {}): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
  const token = options.token !== undefined ? options.token : await requestToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const company = readCompanySelection();
  if (company) headers.set('X-Company-Id', company.companyId);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  let body: BodyInit | undefined;
  if (options.form) body = formDataOf(options.form);
  else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }

  const method = methodOf(options);
  const url = urlOf(path, options.query);
  // A public page's first read may have been started by the entry script already (lib/early-read.ts). Its
  // answer is the same whatever company is selected: the API reads X-Company-Id only with a session.
  const early = method === 'GET' && !token ? await takeEarlyRead(url) : undefined;
  const response = early ?? (await fetch(url, { method, headers, body, signal: options.signal }));
  const parsed = await bodyOf(response);
  if (response.ok) return parsed;

  const error = new HttpError(response.status, parsed, messageOf(response, parsed));
  if (!options.skipSessionHandling) {
    if (response.status === HTTP_STATUS.unauthorized) handleUnauthorized();
    if (response.status === HTTP_STATUS.forbidden) await handleForbidden();
  }
  throw error;
}
