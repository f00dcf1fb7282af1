import { createActor } from 'xstate';
import { forwardToErrorReporting } from '../error-reporting/forward-error';
import { errorMachine } from './error-machine';

// One error machine for the whole app: react-query's caches report into it and the global error dialog
// reads from it, so any failed call ends in the same dialog.
export const errorActor = createActor(errorMachine).start();

export function reportError(error: unknown): void {
  errorActor.send({ type: 'error.set', error });
  forwardToErrorReporting(error);
}

export function clearError(): void {
  errorActor.send({ type: 'error.clear' });
}
