import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRIES } from '@safc/domain';
import { reportError } from './errors/error-store';
import { isHttpError } from './http-error';
import { isLeavingPage } from './page-navigation';
import { isResponseContractError } from './response-contract';

declare module '@tanstack/react-query' {
  interface Register {
    // silent: the screen shows the failure itself (or ignores it, like the bell's count), no error dialog.
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

// 401 logs the user out and a first 403 reloads the page (lib/session/session-responses): the dialog would
// only flash before the page goes. A 403 the page stays for (the second, after its reload) is shown.
const handledBySession = (error: unknown): boolean =>
  isHttpError(error) && (error.status === 401 || (error.status === 403 && isLeavingPage()));

function report(error: unknown, meta: { silent?: boolean } | undefined): void {
  if (meta?.silent || handledBySession(error)) return;
  reportError(error);
}

// A query that keeps failing (polled, refetched on mount) reports once until it succeeds again, so a
// closed error dialog does not come straight back with the same message.
const failingQueries = new WeakSet<Query<unknown, unknown, unknown, readonly unknown[]>>();

function reportQueryError(error: unknown, query: Query<unknown, unknown, unknown, readonly unknown[]>): void {
  if (failingQueries.has(query)) return;
  failingQueries.add(query);
  report(error, query.meta);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: reportQueryError,
    onSuccess: (_data, query) => failingQueries.delete(query),
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => report(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      gcTime: QUERY_GC_TIME_MS,
      // A client error or an answer of the wrong shape will not change by asking again; a network blip or a 5xx may.
      retry: (failures, error) =>
        failures < QUERY_RETRIES &&
        !(isHttpError(error) && error.status < 500) &&
        !isResponseContractError(error),
    },
  },
});
