import { Navigate } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';
import { useSession } from '../../lib/session/session-context';

/** Unknown paths go to the default page when signed in, to login otherwise (platform spec §2). */
export function UnknownPathRedirect() {
  const session = useSession();
  if (session.status === 'loading') return <LoadingOverlay label="Loading your profile" />;
  if (session.status === 'profileMissing') return null;
  return <Navigate to={session.isAuthenticated ? session.defaultPath : '/login'} replace />;
}
