import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card';
import { useAppConfig } from '../../../lib/app-config';

/** The embedded provider's page that sets up or turns off the second factor (decision 089). */
const secondFactorPage = (authority: string) => `${authority}/second-factor`;

/**
 * Two-step sign-in lives with the password, in the registry's own identity provider: the card links there.
 * A registry signing in through an identity provider elsewhere sets it up there, so the card says so.
 */
export function TwoStepSignIn({ on }: { on?: boolean }) {
  const config = useAppConfig();
  const authority = config.data?.oidcAuthority;
  const embedded = authority === `${window.location.origin}/oidc`;
  if (!authority) return null;
  return (
    <SectionCard title="Two-step sign-in">
      {embedded && on !== undefined && (
        <Typography sx={{ mb: 1, fontWeight: 600 }} data-testid="two-step-status">
          {on ? 'On: sign-in asks for a code after your password.' : 'Off: your password alone signs you in.'}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {embedded
          ? 'After your password, sign-in can also ask for a code from an authenticator app on your phone, so that a password alone no longer opens your account. Set it up, or turn it off, on the sign-in page of the registry; you confirm your password there first.'
          : "Your sign-in is managed by your organisation's identity provider: set up two-step sign-in there."}
      </Typography>
      {embedded && (
        <Button variant="outlined" href={secondFactorPage(authority)}>
          Set up or turn off two-step sign-in
        </Button>
      )}
    </SectionCard>
  );
}
