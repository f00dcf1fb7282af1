import { createActor } from 'xstate';
import { errorMachine } from './error-machine';

// The one running error machine. Only lib/errors/error-store.ts loads this module, on the first error,
// so xstate stays off the first load of every page (issue 14; docs/decisions/037).
export const errorActor = createActor(errorMachine).start();

export type ErrorActor = typeof errorActor;
