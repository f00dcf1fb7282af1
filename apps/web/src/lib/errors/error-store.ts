import { forwardToErrorReporting } from '../error-reporting/forward-error';
import type { ErrorActor } from './error-actor';

// One error machine for the whole app: react-query's caches report into it and the global error dialog
// reads from it, so any failed call ends in the same dialog. The machine (and xstate with it) is loaded on
// the first error, not with the page: most visits never fail, and the public pages' first load must stay
// light (issue 14; docs/decisions/037). Events sent while it loads keep their order: each waits on the
// same promise.
let loading: Promise<ErrorActor> | undefined;
let loaded: ErrorActor | undefined;
const listeners = new Set<() => void>();

/** The error machine, loaded once; a failed load (a chunk the network lost) is tried again next time. */
export function loadErrorActor(): Promise<ErrorActor> {
  loading ??= import('./error-actor').then(
    ({ errorActor }) => {
      loaded = errorActor;
      for (const listener of listeners) listener();
      return errorActor;
    },
    (failure: unknown) => {
      loading = undefined;
      throw failure;
    },
  );
  return loading;
}

/** The machine once some error has loaded it, for the dialog's host (useSyncExternalStore). */
export const loadedErrorActor = (): ErrorActor | undefined => loaded;

export function subscribeToErrorActor(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportError(error: unknown): void {
  forwardToErrorReporting(error);
  loadErrorActor().then(
    (actor) => actor.send({ type: 'error.set', error }),
    // Nothing to show it with: the error stays in the console (and with the error-reporting client).
    () => console.error(error),
  );
}

export function clearError(): void {
  if (loaded) loaded.send({ type: 'error.clear' });
  else
    loading?.then(
      (actor) => actor.send({ type: 'error.clear' }),
      () => undefined,
    );
}
