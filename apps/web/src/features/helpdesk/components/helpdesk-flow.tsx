import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { helpdeskMachine } from '../lib/helpdesk-machine';
import { sendHelpdeskTicket } from '../lib/send-helpdesk-ticket';
import { HelpdeskModal } from './helpdesk-modal';

const machine = helpdeskMachine.provide({
  actors: { createTicket: fromPromise(({ input }) => sendHelpdeskTicket(input)) },
});

/**
 * The helpdesk's state machine and its modal. Loaded on the first opening (helpdesk-button.tsx), then kept
 * mounted so a ticket's progress survives closing; each new `openings` count opens the modal again.
 */
export function HelpdeskFlow({ openings }: { openings: number }) {
  const [snapshot, send] = useMachine(machine);
  useEffect(() => {
    if (openings > 0) send({ type: 'open' });
  }, [openings, send]);
  return <HelpdeskModal snapshot={snapshot} send={send} />;
}
