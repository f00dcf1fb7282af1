import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import type { SnapshotFrom } from 'xstate';
import type { HelpdeskEvent, helpdeskMachine } from '../lib/helpdesk-machine';
import { HelpdeskForm } from './helpdesk-form';
import { modalSlotProps } from '../../../components/modal-paper';

export interface HelpdeskModalProps {
  snapshot: SnapshotFrom<typeof helpdeskMachine>;
  send: (event: HelpdeskEvent) => void;
}

export function HelpdeskModal({ snapshot, send }: HelpdeskModalProps) {
  const close = () => send({ type: 'close' });
  const showForm = snapshot.matches('opened') || snapshot.matches('creating');

  return (
    <Dialog
      open={!snapshot.matches('closed')}
      onClose={close}
      aria-labelledby="helpdesk-title"
      slotProps={modalSlotProps(600)}
    >
      <DialogTitle id="helpdesk-title" sx={{ pr: 6 }}>
        Report a problem
        <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {showForm && (
          <>
            <Typography color="text.secondary">
              Tell the registry's helpdesk what went wrong or what could be better. The address of this page
              is sent with your report.
            </Typography>
            <HelpdeskForm
              draft={snapshot.context.draft}
              sending={snapshot.matches('creating')}
              onSubmit={(values) =>
                send({ type: 'submit', submission: { values, url: window.location.href } })
              }
              onCancel={close}
            />
          </>
        )}
        {snapshot.matches('success') && (
          <Box sx={{ textAlign: 'center', py: 3 }}>
            <CheckCircleOutlineOutlinedIcon color="success" sx={{ fontSize: 56, mb: 1 }} />
            <Typography variant="h4" component="p" gutterBottom>
              Thank you, your report has been sent.
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              The helpdesk will get back to you by e-mail.
            </Typography>
            <Button variant="contained" onClick={close}>
              Close
            </Button>
          </Box>
        )}
        {snapshot.matches('error') && (
          <Alert severity="error" sx={{ my: 2 }}>
            {snapshot.context.failure}
          </Alert>
        )}
      </DialogContent>
    </Dialog>
  );
}
