import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ErrorDialogHost } from '../components/error-dialog-host';
import { LoadingOverlay } from '../components/loading-overlay';
import { SessionProvider } from '../lib/session/session-provider';
import { useSession } from '../lib/session/session-context';
import { ScrollOnNavigate } from './scroll-on-navigate';

// Loaded only for the rare visitor it is for, so no page's first load carries a dialog (issue 14).
const ProfileNotFoundDialog = lazy(() =>
  import('../features/auth/components/profile-not-found-dialog').then((module) => ({
    default: module.ProfileNotFoundDialog,
  })),
);

// The inactivity logout watches signed-in users only: a visitor's first load does not carry it (issue 14).
// It comes with the signed-in shell's chunk.
const InactivityWatcher = lazy(() =>
  import('./shell/signed-in').then((module) => ({
    default: module.InactivityWatcher,
  })),
);

function InactivityLogout() {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <InactivityWatcher />
    </Suspense>
  );
}

function ProfileNotFoundNotice() {
  const { status } = useSession();
  if (status !== 'profileMissing') return null;
  return (
    <Suspense fallback={null}>
      <ProfileNotFoundDialog />
    </Suspense>
  );
}

/** Wraps every route, public or not: the session, the inactivity logout and the app-wide dialogs. */
export function RootLayout() {
  return (
    <SessionProvider>
      <InactivityLogout />
      {/* Shown while the first page's chunk loads; later moves keep the old page until the new one is ready. */}
      <Suspense fallback={<LoadingOverlay label="Loading the registry" />}>
        <Outlet />
        <ScrollOnNavigate />
      </Suspense>
      <ErrorDialogHost />
      <ProfileNotFoundNotice />
    </SessionProvider>
  );
}
