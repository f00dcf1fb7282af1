import { assign, setup } from 'xstate';

export interface ErrorContext {
  error: unknown;
}

export type ErrorEvent = { type: 'error.set'; error: unknown } | { type: 'error.clear' };

/**
 * The product's error machine (platform spec §2, §4): a failed response moves it to Error, holding the
 * error for the dialog; clearing it closes the dialog. A second error while one shows replaces it.
 */
export const errorMachine = setup({
  types: { context: {} as ErrorContext, events: {} as ErrorEvent },
}).createMachine({
  id: 'error',
  initial: 'idle',
  context: { error: null },
  states: {
    idle: {
      on: { 'error.set': { target: 'error', actions: assign({ error: ({ event }) => event.error }) } },
    },
    error: {
      on: {
        'error.set': { actions: assign({ error: ({ event }) => event.error }) },
        'error.clear': { target: 'idle', actions: assign({ error: null }) },
      },
    },
  },
});
