import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
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
        <Button color="inherit" size="small" onClick={() => void navigate('/', { replace: true })}>
          Close
        </Button>
      }
    >
      <AlertTitle sx={{ mb: 0 }}>{authErrorMessage(code)}</AlertTitle>
    </Alert>
  );
}
