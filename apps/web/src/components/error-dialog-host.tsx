import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadedErrorActor, subscribeToErrorActor } from '../lib/errors/error-store';

const ErrorDialog = lazy(() =>
  import('./error-dialog').then(({ ErrorDialog }) => ({ default: ErrorDialog })),
);

/**
 * Holds the place of the global error dialog: nothing until the first error has loaded the error machine,
 * then the dialog (its own chunk), so neither weighs on a page's first load (docs/decisions/037).
 */
export function ErrorDialogHost() {
  const errorActor = useSyncExternalStore(subscribeToErrorActor, loadedErrorActor);
  if (!errorActor) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog errorActor={errorActor} />
    </Suspense>
  );
}
