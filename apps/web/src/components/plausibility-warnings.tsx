import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { PlausibilityWarning } from '@safc/domain';

/**
 * Facts of an issuance that are accepted but unusual (docs/decisions/035-plausibility-checks.md): the issuer
 * sees them on the Results step, the administrator acknowledges them before approving.
 */
export function PlausibilityWarnings({
  warnings,
  intro,
  children,
}: {
  warnings: readonly PlausibilityWarning[];
  intro: string;
  /** What the reader does about them: the administrator's acknowledgement. */
  children?: ReactNode;
}) {
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" role="region" aria-label="Plausibility warnings" sx={{ mt: 2 }}>
      <AlertTitle>
        {warnings.length === 1 ? 'One value to check' : `${warnings.length} values to check`}
      </AlertTitle>
      {intro}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {warnings.map((warning) => (
          <li key={warning.code} data-testid={`warning-${warning.code}`}>
            {warning.message}
          </li>
        ))}
      </Box>
      {children}
    </Alert>
  );
}
