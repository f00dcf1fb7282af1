import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { WebhookCreateSchema, type WebhookEventType, type WebhookWithSecret } from '@safc/domain';
import { useCreateWebhook } from '../api/create-webhook';
import { EventTypeChoice } from './event-type-choice';

/** A new endpoint: its address, what it is for, and which events it hears; checked by the domain's schema. */
export function WebhookForm({ onCreated }: { onCreated: (created: WebhookWithSecret) => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [types, setTypes] = useState<WebhookEventType[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = WebhookCreateSchema.safeParse({ url, description, eventTypes: types ?? [] });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    if (types !== null && types.length === 0) {
      setErrors({ eventTypes: 'Choose at least one event, or every event' });
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        onCreated(created);
        setUrl('');
        setDescription('');
        setTypes(null);
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Add an endpoint">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <TextField
          label="Endpoint URL"
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={Boolean(errors.url)}
          helperText={errors.url ?? 'https://, where your system receives the events'}
          placeholder="https://erp.example.com/safc/webhooks"
          slotProps={{ htmlInput: { inputMode: 'url', maxLength: 2000 } }}
        />
        <TextField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={Boolean(errors.description)}
          helperText={errors.description ?? 'Optional: what receives them'}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Box>
      <EventTypeChoice value={types} onChange={setTypes} />
      {errors.eventTypes && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors.eventTypes}
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          Add endpoint
        </Button>
      </Box>
    </Box>
  );
}
