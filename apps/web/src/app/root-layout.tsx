import { Outlet, ScrollRestoration } from 'react-router';
import { ErrorDialog } from '../components/error-dialog';
import { SessionProvider } from '../lib/session/session-provider';
import { InactivityWatcher } from '../features/auth/components/inactivity-watcher';
import { ProfileNotFoundDialog } from '../features/auth/components/profile-not-found-dialog';

/** Wraps every route, public or not: the session, the inactivity logout and the app-wide dialogs. */
export function RootLayout() {
  return (
    <SessionProvider>
      <InactivityWatcher />
      <Outlet />
      <ErrorDialog />
      <ProfileNotFoundDialog />
      <ScrollRestoration />
    </SessionProvider>
  );
}
