import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// The public lists (/registry and /retirement) keep their whole state in the page's address, so a filtered
// view, or a page of it, can be shared as a link and Back steps through it. Both page by keyset cursor
// (issue 10): `after` / `before` name the row a page starts beyond, `limit` the page's length.

export interface KeysetPaging {
  after?: string;
  before?: string;
  limit: number;
}

export const DEFAULT_LIMIT = 25;
/** The API's limits on a cursor's length and a page's (KeysetPagingSchema). */
const CURSOR_MAX_LENGTH = 200;
const LIMIT_MAX = 100;

const cursorOf = (value: string | null): string | undefined =>
  value && value.length <= CURSOR_MAX_LENGTH ? value : undefined;

/** The paging of an address; what the API would refuse is dropped. */
export function pagingOf(params: URLSearchParams): KeysetPaging {
  const limit = Number(params.get('limit'));
  return {
    after: cursorOf(params.get('after')),
    before: cursorOf(params.get('before')),
    limit: Number.isInteger(limit) && limit >= 1 && limit <= LIMIT_MAX ? limit : DEFAULT_LIMIT,
  };
}

/** Writes the paging into an address, leaving the defaults out so that links stay short. */
export function setPaging(params: URLSearchParams, paging: Partial<KeysetPaging>): URLSearchParams {
  if (paging.after) params.set('after', paging.after);
  if (paging.before) params.set('before', paging.before);
  if (paging.limit !== undefined && paging.limit !== DEFAULT_LIMIT) params.set('limit', String(paging.limit));
  return params;
}

/** Whether the address shows a page other than the first. */
export const isPaged = (paging: KeysetPaging): boolean =>
  paging.after !== undefined || paging.before !== undefined;

/**
 * A list's state read from the address and a way to change it: a new filter or sort starts again at the first
 * page, a move to the next or previous page keeps the filters. Typing a search replaces the history entry; a
 * chosen filter or a page is a step Back can undo.
 */
export function useListAddress<State extends KeysetPaging>(
  read: (params: URLSearchParams) => State,
  write: (state: State) => URLSearchParams,
): { state: State; change: (next: Partial<State>) => void; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (next: Partial<State>) =>
      setParams(
        (current) => {
          const paging = 'after' in next || 'before' in next;
          return write({
            ...read(current),
            ...(paging ? {} : { after: undefined, before: undefined }),
            ...next,
          });
        },
        { replace: Object.keys(next).join() === 'search' },
      ),
    [setParams, read, write],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { state: read(params), change, clear };
}
