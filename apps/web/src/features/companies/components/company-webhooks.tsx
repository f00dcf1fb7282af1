import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routePath } from '@safc/domain';
import { SectionCard } from '../../../components/section-card';

/** Where a representative reaches the company's webhooks (issue 44): a screen under the company. */
export function CompanyWebhooks() {
  return (
    <SectionCard
      title="Webhooks"
      actions={
        <Button variant="outlined" component={RouterLink} to={routePath('WEBHOOKS')}>
          Manage webhooks
        </Button>
      }
    >
      <Typography color="text.secondary">
        Your company&apos;s events posted to your own systems as they happen, signed.
      </Typography>
    </SectionCard>
  );
}
