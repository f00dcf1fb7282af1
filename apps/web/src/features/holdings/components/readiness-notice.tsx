import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ActionReadiness } from '@safc/domain';
import { READINESS_MESSAGES } from '../lib/readiness-messages';

/** Shown before anyone starts an action on an account that cannot act (DESIGN §5). */
export function ReadinessNotice({ readiness }: { readiness: ActionReadiness | undefined }) {
  if (!readiness || readiness.canAct) return null;
  return (
    <>
      {readiness.reasons.map((reason) => (
        <Alert key={reason} severity="warning" sx={{ mb: 2 }} data-testid={`readiness-${reason}`}>
          <AlertTitle>{READINESS_MESSAGES[reason].title}</AlertTitle>
          {READINESS_MESSAGES[reason].text}
        </Alert>
      ))}
    </>
  );
}
