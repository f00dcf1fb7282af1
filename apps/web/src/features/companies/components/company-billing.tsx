import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routePath } from '@safc/domain';
import { SectionCard } from '../../../components/section-card';

/**
 * Where a company representative reaches the company's invoices: the spec's company menu has no Billing
 * item, but the BILLING route and "view billing" are theirs (docs/decisions/013).
 */
export function CompanyBilling() {
  return (
    <SectionCard
      title="Billing"
      actions={
        <Button variant="outlined" component={RouterLink} to={routePath('BILLING')}>
          Invoices and fees
        </Button>
      }
    >
      <Typography color="text.secondary">
        Your company's invoices from the registry (issued, paid and void), their PDFs, and the fee schedule.
      </Typography>
    </SectionCard>
  );
}
