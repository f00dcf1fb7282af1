import Button from '@mui/material/Button';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import { GeneralDialog } from '../../../components/general-dialog';
import { logout } from '../../../lib/session/logout';
import { useSession } from '../../../lib/session/session-context';

/** Platform spec §2: signed in with the provider, but the registry has no profile for the user. */
export function ProfileNotFoundDialog() {
  const { status } = useSession();
  return (
    <GeneralDialog
      open={status === 'profileMissing'}
      icon={<PersonOffOutlinedIcon />}
      title="Sorry, we couldn't find your profile."
      text="Your sign-in worked, but the registry has no profile for this account. Sign in with another account or contact the registry's helpdesk."
      actions={
        <Button variant="contained" onClick={() => void logout()}>
          Go back to home page
        </Button>
      }
    />
  );
}
