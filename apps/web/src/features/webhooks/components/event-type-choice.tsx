import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@safc/domain';

/** Which events an endpoint hears: every type (none chosen), or the ones ticked. */
export function EventTypeChoice({
  value,
  onChange,
}: {
  value: WebhookEventType[] | null;
  onChange: (value: WebhookEventType[] | null) => void;
}) {
  const toggle = (type: WebhookEventType) =>
    onChange(value?.includes(type) ? value.filter((t) => t !== type) : [...(value ?? []), type]);
  return (
    <FormControl component="fieldset" sx={{ mt: 1 }}>
      <FormLabel component="legend">Events</FormLabel>
      <RadioGroup
        row
        value={value === null ? 'every' : 'chosen'}
        onChange={(event) => onChange(event.target.value === 'every' ? null : [])}
      >
        <FormControlLabel value="every" control={<Radio />} label="Every event" />
        <FormControlLabel value="chosen" control={<Radio />} label="Chosen events" />
      </RadioGroup>
      {value !== null && (
        <FormGroup sx={{ pl: { xs: 0, sm: 2 } }}>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              control={<Checkbox checked={value.includes(type)} onChange={() => toggle(type)} />}
              label={
                <span>
                  <code>{type}</code>: {WEBHOOK_EVENT_LABELS[type]}
                </span>
              }
            />
          ))}
        </FormGroup>
      )}
    </FormControl>
  );
}
