import type { z } from 'zod';
import { uncheckedAnswer, type HttpOptions } from './http';
import type * as PublicContract from './public-contract';
import { checkedAnswer } from './response-contract';

type Contract = typeof PublicContract;
export type PublicAnswer<K extends keyof Contract> = z.output<Contract[K]>;

/**
 * A public read (no token, no session handling), typed by its schema in `@safc/domain` (docs/decisions/010).
 * The answer is checked against that schema in development and in the unit tests, not in production:
 * zod is 27 kB gzipped, a sixth of a public page's budget (issue 14, docs/decisions/041). The API
 * serialises every answer with the same schema, and index.html is never cached, so a production page
 * always meets the API version it was built with.
 */
export async function publicRead<K extends keyof Contract>(
  path: string,
  contract: K,
  options: Pick<HttpOptions, 'query' | 'signal'> = {},
): Promise<PublicAnswer<K>> {
  const answer = await uncheckedAnswer(path, { ...options, token: null, skipSessionHandling: true });
  if (import.meta.env.DEV) {
    const schemas = await import('./public-contract');
    return checkedAnswer(schemas[contract], answer, `GET ${path}`) as PublicAnswer<K>;
  }
  return answer as PublicAnswer<K>;
}
