import { assign, fromPromise, setup } from 'xstate';
import {
  messageForPeople,
  HELPDESK_TIMEOUT_MS,
  helpdeskFailureMessage,
  NO_ERROR_DESCRIPTION,
  type HelpdeskTicketInput,
} from '@safc/domain';

/** What the form sends: its values and the address of the page the problem is about. */
export interface HelpdeskSubmission {
  values: HelpdeskTicketInput;
  url: string;
}

export interface HelpdeskContext {
  /** The form's values, kept while the modal is open so an error brings the form back filled in. */
  draft: HelpdeskTicketInput | null;
  failure: string | null;
}

export type HelpdeskEvent =
  { type: 'open' } | { type: 'submit'; submission: HelpdeskSubmission } | { type: 'close' };

const errorText = (error: unknown): string | undefined => {
  const message = messageForPeople(error);
  return message === NO_ERROR_DESCRIPTION ? undefined : message;
};

/**
 * Forms spec §4 "Helpdesk modal": Closed -> Opened -> Creating -> Success (closes itself after 5 s, or by
 * Close) or Error (back to the form after 5 s). A close event from anywhere resets to Closed and clears
 * the form. `createTicket` is provided by the modal (and by tests).
 */
export const helpdeskMachine = setup({
  types: { context: {} as HelpdeskContext, events: {} as HelpdeskEvent },
  actors: {
    createTicket: fromPromise<unknown, HelpdeskSubmission>(() =>
      Promise.reject(new Error('No helpdesk sender provided.')),
    ),
  },
  actions: {
    clear: assign({ draft: null, failure: null }),
  },
  delays: { resultTimeout: HELPDESK_TIMEOUT_MS },
}).createMachine({
  id: 'helpdesk',
  initial: 'closed',
  context: { draft: null, failure: null },
  on: { close: { target: '.closed', actions: 'clear' } },
  states: {
    closed: { on: { open: 'opened' } },
    opened: {
      on: {
        submit: { target: 'creating', actions: assign({ draft: ({ event }) => event.submission.values }) },
      },
    },
    creating: {
      invoke: {
        src: 'createTicket',
        input: ({ event }) => (event as Extract<HelpdeskEvent, { type: 'submit' }>).submission,
        onDone: 'success',
        onError: {
          target: 'error',
          actions: assign({ failure: ({ event }) => helpdeskFailureMessage(errorText(event.error)) }),
        },
      },
    },
    success: { after: { resultTimeout: { target: 'closed', actions: 'clear' } } },
    error: { after: { resultTimeout: { target: 'opened', actions: assign({ failure: null }) } } },
  },
});
