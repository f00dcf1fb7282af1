import { lazy, Suspense } from 'react';

// A notice that something was done shows only after the user acted, never on a page's first visit: MUI's
// Snackbar (with its transition and click-away listener, about 2 kB gzipped) loads when first shown, so the
// pages that say "Signed: ..." or "Action started ..." do not carry it in their first load (issue 14).
const Snackbar = lazy(() => import('@mui/material/Snackbar'));

/** Says `message` for six seconds at the bottom of the screen; nothing while it is null. */
export function DoneNotice({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (message === null) return null;
  return (
    <Suspense fallback={null}>
      <Snackbar open autoHideDuration={6000} onClose={onClose} message={message} />
    </Suspense>
  );
}
