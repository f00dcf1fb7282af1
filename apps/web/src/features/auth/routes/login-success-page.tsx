import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AUTH_ERRORS, identityErrorMessage, type IdentityErrorCode } from '@safc/domain';
import { useDocumentTitle } from '../../../components/page-title';
import { SignInFrame } from '../components/sign-in-frame';
import { completeSignIn } from '../lib/complete-sign-in';

/** /login-success: the identity provider's redirect back; exchanges the tokens, then sends the user on. */
export function LoginSuccessPage() {
  useDocumentTitle('Signing in');
  const navigate = useNavigate();
  const [identityError, setIdentityError] = useState<IdentityErrorCode | null>(null);

  useEffect(() => {
    let active = true;
    completeSignIn(window.location.href)
      .then((outcome) => {
        if (!active || !outcome) return;
        if ('identityError' in outcome) setIdentityError(outcome.identityError);
        else void navigate(outcome.to, { replace: true });
      })
      .catch(() => {
        // The identity client could not even start (no configuration): say so on the home page.
        if (active) void navigate(`/?authError=${AUTH_ERRORS.unknown}`, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate]);

  if (identityError)
    return (
      <SignInFrame>
        <Alert severity="error" sx={{ mb: 3, textAlign: 'left' }}>
          {identityErrorMessage(identityError)}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to="/login" replace>
            Try again
          </Button>
          <Button component={RouterLink} to="/" replace>
            Return to Home page
          </Button>
        </Box>
      </SignInFrame>
    );

  return (
    <SignInFrame>
      <CircularProgress sx={{ mb: 2 }} />
      <Typography color="text.secondary">Signing you in…</Typography>
    </SignInFrame>
  );
}
