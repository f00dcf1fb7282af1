import { lazy, Suspense } from 'react';
import type { AlertProps } from '@mui/material/Alert';

// The public pages show an Alert only when something is off (a list that cannot be read, an unknown unit, a
// failed sign-in) or once a claim's proof has been checked. MUI's Alert with its four severity icons weighs
// about 2 kB gzipped, so it loads when first shown instead of with every public page (issue 14).
const Alert = lazy(() => import('@mui/material/Alert'));

/** MUI's Alert, loaded on first use; nothing is shown during the few milliseconds its chunk takes. */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
