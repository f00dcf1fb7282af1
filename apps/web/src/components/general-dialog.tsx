import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { modalSlotProps } from './modal-paper';

export interface GeneralDialogProps {
  open: boolean;
  title: ReactNode;
  icon?: ReactNode;
  text?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  onClose?: () => void;
}

/** Platform spec §2 "General dialog": icon, title, text and action buttons, at least 540 px wide. */
export function GeneralDialog({ open, title, icon, text, actions, children, onClose }: GeneralDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="general-dialog-title"
      slotProps={modalSlotProps(640)}
    >
      <DialogTitle id="general-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pt: 3 }}>
        {icon && <Box sx={{ display: 'flex', color: 'primary.main', '& svg': { fontSize: 32 } }}>{icon}</Box>}
        {title}
      </DialogTitle>
      <DialogContent>
        {text && (
          <Typography component="div" color="text.secondary">
            {text}
          </Typography>
        )}
        {children}
      </DialogContent>
      {actions && <DialogActions sx={{ px: 3, pb: 2.5 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
