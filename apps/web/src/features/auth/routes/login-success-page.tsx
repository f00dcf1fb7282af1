import { useEffect } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { AUTH_ERRORS } from '@safc/domain';
import { useDocumentTitle } from '../../../components/page-title';
import { SignInFrame } from '../components/sign-in-frame';
import { completeSignIn } from '../lib/complete-sign-in';

/** /login-success: the identity provider's redirect back; exchanges the tokens, then sends the user on. */
export function LoginSuccessPage() {
  useDocumentTitle('Signing in');
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    completeSignIn(window.location.href)
      .then((outcome) => {
        if (active && outcome) void navigate(outcome.to, { replace: true });
      })
      .catch(() => {
        // The identity client could not even start (no configuration): say so on the home page.
        if (active) void navigate(`/?authError=${AUTH_ERRORS.unknown}`, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate]);

  return (
    <SignInFrame>
      <CircularProgress sx={{ mb: 2 }} />
      <Typography color="text.secondary">Signing you in…</Typography>
    </SignInFrame>
  );
}
