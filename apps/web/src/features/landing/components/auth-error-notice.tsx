import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { PlainButton } from '../../../components/plain-button';
import { useNavigate } from 'react-router';
import { authErrorMessage } from '@safc/domain';

/** Platform spec §2: the login error notice on home, chosen by ?authError; Close goes home. */
export function AuthErrorNotice({ code }: { code: string }) {
  const navigate = useNavigate();
  return (
    <Alert
      severity="warning"
      variant="outlined"
      sx={{ bgcolor: 'background.paper', alignItems: 'center' }}
      action={
        <PlainButton color="inherit" size="small" onClick={() => void navigate('/', { replace: true })}>
          Close
        </PlainButton>
      }
    >
      <AlertTitle sx={{ mb: 0 }}>{authErrorMessage(code)}</AlertTitle>
    </Alert>
  );
}
