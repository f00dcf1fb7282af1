import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useProfile } from '../api/get-profile';
import { ApiTokens } from '../components/api-tokens';
import { NotificationSettings } from '../components/notification-settings';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { TwoStepSignIn } from '../components/two-step-sign-in';

/**
 * /profile-settings: one's name and phone number, password, two-step sign-in, how notification mails come,
 * and named API tokens.
 */
export function ProfileSettingsPage() {
  const { me } = useSession();
  const profile = useProfile(me?.id ?? '');
  return (
    <Box>
      <PageTitle title="Profile settings" />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 900 }}>
        {profile.data ? <ProfileForm profile={profile.data} /> : profile.isPending && <LinearProgress />}
        <PasswordForm />
        <TwoStepSignIn on={profile.data?.twoStepSignIn} />
        <NotificationSettings />
        <ApiTokens />
      </Box>
    </Box>
  );
}
