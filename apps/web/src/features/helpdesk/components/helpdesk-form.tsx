import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import {
  helpdeskTicketSchema,
  TICKET_TYPE_LABELS,
  TICKET_TYPES,
  type HelpdeskTicketInput,
} from '@safc/domain';
import { useDomainForm } from '../../../components/forms/use-domain-form';

// No type is chosen at first: the user must pick one.
const EMPTY = { description: '', screenshot: true };

export interface HelpdeskFormProps {
  draft: HelpdeskTicketInput | null;
  sending: boolean;
  onSubmit: (values: HelpdeskTicketInput) => void;
  onCancel: () => void;
}

/** Forms spec §2, §5: type, description and "Include screenshot from present page" (checked by default). */
export function HelpdeskForm({ draft, sending, onSubmit, onCancel }: HelpdeskFormProps) {
  const form = useDomainForm(helpdeskTicketSchema, draft ?? EMPTY);
  const { errors } = form.formState;
  // Errors show once a field is touched (useDomainForm), but Submit follows every keystroke, untouched
  // fields included: a click on a disabled button never blurs the field.
  const values = useWatch({ control: form.control });
  const isValid = helpdeskTicketSchema.safeParse(values).success;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        onSubmit({ type: values.type, description: values.description, screenshot: values.screenshot }),
      )}
    >
      <Controller
        name="type"
        control={form.control}
        render={({ field }) => (
          <TextField
            select
            label="Type"
            required
            fullWidth
            margin="normal"
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            error={Boolean(errors.type)}
            helperText={errors.type?.message}
          >
            {TICKET_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {TICKET_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...form.register('description')}
        label="Description"
        required
        fullWidth
        multiline
        minRows={5}
        margin="normal"
        placeholder="What happened, and what did you expect?"
        error={Boolean(errors.description)}
        helperText={errors.description?.message}
      />
      <Controller
        name="screenshot"
        control={form.control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value !== false}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
            label="Include screenshot from present page"
          />
        )}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!isValid || sending}
          startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Submit
        </Button>
      </Box>
    </Box>
  );
}
