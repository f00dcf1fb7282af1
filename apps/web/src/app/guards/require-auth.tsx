import { Navigate, Outlet } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';
import { LoadingOverlay } from '../../components/loading-overlay';
import { isLeavingAfterLogout } from '../../lib/session/logout';
import { useSession } from '../../lib/session/session-context';

/** Authenticated routes: signed-out users go to login; a blocking loader shows while the user loads. */
export function RequireAuth() {
  const session = useSession();
  switch (session.status) {
    case 'signedOut':
      // A logout on its way to the provider or home: starting a sign-in now would undo it.
      if (isLeavingAfterLogout()) return <LoadingOverlay label="Signing out" />;
      return <Navigate to="/login" replace />;
    case 'loading':
      return <LoadingOverlay label="Loading your profile" />;
    case 'profileMissing':
      // The "couldn't find your profile" dialog (root layout) takes over.
      return null;
    case 'failed':
      return <ErrorScreen error={session.error} />;
    default:
      return <Outlet />;
  }
}
