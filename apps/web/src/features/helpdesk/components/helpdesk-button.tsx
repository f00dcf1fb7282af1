import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { helpdeskMachine } from '../lib/helpdesk-machine';
import { sendHelpdeskTicket } from '../lib/send-helpdesk-ticket';
import { HelpdeskModal } from './helpdesk-modal';

const machine = helpdeskMachine.provide({
  actors: { createTicket: fromPromise(({ input }) => sendHelpdeskTicket(input)) },
});

/** The top bar's helpdesk button and the modal it opens. */
export function HelpdeskButton() {
  const [snapshot, send] = useMachine(machine);
  return (
    <>
      <Tooltip title="Report a problem">
        <IconButton
          color="inherit"
          aria-label="Report a problem to the helpdesk"
          onClick={() => send({ type: 'open' })}
        >
          <SupportAgentOutlinedIcon />
        </IconButton>
      </Tooltip>
      <HelpdeskModal snapshot={snapshot} send={send} />
    </>
  );
}
