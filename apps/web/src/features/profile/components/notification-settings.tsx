import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  NOTIFICATION_PREFERENCE_LABELS,
  NOTIFICATION_PREFERENCES,
  NotificationPreferenceSchema,
  type NotificationPreference,
} from '@safc/domain';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { useNotificationSettings, useSetNotificationPreference } from '../api/notification-settings';

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * How the registry's e-mails reach the person (issue 12): at once, as one digest a day per company, or not
 * at all. Administrators are told that approval mails always come.
 */
export function NotificationSettings() {
  const settings = useNotificationSettings();
  const change = useSetNotificationPreference();
  // The choice shows as soon as it is made, in the click's own render: the mutation's pending state reaches
  // the component a tick later, and until then the controlled group put the old choice back (a flicker, and a
  // click a test saw change nothing). Cleared once the answer is in the cache, or refused.
  const [chosen, setChosen] = useState<NotificationPreference | null>(null);
  const data = settings.data;
  return (
    <SectionCard title="Notifications">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The registry e-mails you when an action awaits your signature or acceptance, and when an action you
        started is completed, rejected or expires, with a link to the screen where you act. A pending transfer
        expires after 72 hours: you are reminded a day before.
      </Typography>
      {!data ? (
        settings.isPending && <LinearProgress aria-label="Loading notification settings" />
      ) : (
        <FormControl disabled={change.isPending}>
          <FormLabel id="notification-preference">E-mail me</FormLabel>
          <RadioGroup
            aria-labelledby="notification-preference"
            value={chosen ?? data.preference}
            onChange={(event) => {
              const parsed = NotificationPreferenceSchema.safeParse(event.target.value);
              if (!parsed.success) return;
              setChosen(parsed.data);
              change.mutate(parsed.data, { onSettled: () => setChosen(null) });
            }}
          >
            {NOTIFICATION_PREFERENCES.map((preference) => (
              <FormControlLabel
                key={preference}
                value={preference}
                control={<Radio />}
                label={
                  preference === 'dailyDigest'
                    ? `${NOTIFICATION_PREFERENCE_LABELS[preference]}, at ${pad(data.digestHourUtc)} UTC`
                    : NOTIFICATION_PREFERENCE_LABELS[preference]
                }
              />
            ))}
          </RadioGroup>
          {data.approvalMailsAlwaysSent && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              As a registry administrator you always receive the mails asking for your approval of issuances
              and requests; with "None" they still come at once.
            </Typography>
          )}
        </FormControl>
      )}
    </SectionCard>
  );
}
