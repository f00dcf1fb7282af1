import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRIES } from '@safc/domain';
import { reportError } from './errors/error-store';
import { isHttpError } from './http-error';

declare module '@tanstack/react-query' {
  interface Register {
    // silent: the screen shows the failure itself (or ignores it, like the bell's count), no error dialog.
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

// 401 logs the user out and 403 reloads the page (lib/session/session-responses): the dialog would only
// flash before that.
const handledBySession = (error: unknown): boolean => isHttpError(error) && (error.status === 401 || error.status === 403);

function report(error: unknown, meta: { silent?: boolean } | undefined): void {
  if (meta?.silent || handledBySession(error)) return;
  reportError(error);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
  mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => report(error, mutation.meta) }),
  defaultOptions: {
    queries: {
      gcTime: QUERY_GC_TIME_MS,
      // A client error will not change by asking again; a network blip or a 5xx may.
      retry: (failures, error) => failures < QUERY_RETRIES && !(isHttpError(error) && error.status < 500),
    },
  },
});
