import { useEffect } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { z } from 'zod';
import { GeneralDialog } from '../general-dialog';
import { FormTextField } from './form-text-field';
import { useDomainForm } from './use-domain-form';

type TextSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export interface TextDialogProps<Schema extends TextSchema> {
  open: boolean;
  title: string;
  text?: string;
  /** The domain schema of the body: a single text field named `field`. */
  schema: Schema;
  field: string;
  label: string;
  required?: boolean;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error' | 'success';
  sending: boolean;
  onConfirm: (body: z.output<Schema>) => void;
  onClose: () => void;
}

/**
 * A decision that carries one text: blocking with a reason, approving or rejecting a request with a
 * comment. The body is judged by the domain schema the API uses.
 */
export function TextDialog<Schema extends TextSchema>({
  open,
  title,
  text,
  schema,
  field,
  label,
  required,
  confirmLabel,
  confirmColor = 'primary',
  sending,
  onConfirm,
  onClose,
}: TextDialogProps<Schema>) {
  const form = useDomainForm(schema, { [field]: '' } as never);
  useEffect(() => {
    if (open) form.reset({ [field]: '' } as never);
  }, [open, field, form]);
  return (
    <GeneralDialog
      open={open}
      onClose={sending ? undefined : onClose}
      title={title}
      text={text}
      actions={
        <>
          <Button onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color={confirmColor}
            disabled={sending}
            startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
            onClick={form.handleSubmit((body) => onConfirm(body))}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <FormTextField
        control={form.control}
        name={field as never}
        label={label}
        required={required}
        multiline
        minRows={3}
        margin="normal"
        autoFocus
      />
    </GeneralDialog>
  );
}
