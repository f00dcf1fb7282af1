import { useEffect, useState } from 'react';
import { LazyAlert } from '../../../components/lazy-alert';
import { PlainButton } from '../../../components/plain-button';
import { Spinner } from '../../../components/spinner';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { chooseErrorMessage } from '@safc/domain';
import { useDocumentTitle } from '../../../components/page-title';
import { getUserManager } from '../../../lib/oidc';
import { useSession } from '../../../lib/session/session-context';
import { SignInFrame } from '../components/sign-in-frame';

/** /login: hands the browser to the identity provider (authorization code with PKCE). */
export function LoginPage() {
  useDocumentTitle('Log in');
  const session = useSession();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (session.isAuthenticated) return;
    let cancelled = false;
    getUserManager()
      .then((manager) => manager.signinRedirect())
      .catch((cause: unknown) => {
        if (!cancelled) setError(cause);
      });
    return () => {
      cancelled = true;
    };
  }, [session.isAuthenticated, attempt]);

  if (session.isAuthenticated) return <Navigate to={session.defaultPath} replace />;

  return (
    <SignInFrame>
      {error ? (
        <>
          <LazyAlert severity="error" sx={{ mb: 3, textAlign: 'left' }}>
            Login failed: {chooseErrorMessage(error)}
          </LazyAlert>
          <PlainButton
            variant="contained"
            onClick={() => {
              setError(null);
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </PlainButton>
        </>
      ) : (
        <>
          <Spinner sx={{ mb: 2 }} />
          <Typography color="text.secondary">Taking you to the sign-in page…</Typography>
        </>
      )}
    </SignInFrame>
  );
}
