import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { Link as RouterLink, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { UnopenedItem } from '../../../components/unopened-item';
import { useCompany } from '../api/get-company';
import { CompanyOverview } from '../components/company-overview';

/** /companies/{companyId}: the administrator's view of a company, with its pending requests to decide. */
export function CompanyViewPage() {
  const { companyId = '' } = useParams();
  const company = useCompany(companyId);
  if (company.isPending) return <LinearProgress aria-label="Loading the company" />;
  if (!company.data) return <UnopenedItem what="company" back={{ to: '/companies', label: 'Companies' }} />;
  return (
    <Box>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/companies">
          Companies
        </Link>
        <span>{company.data.name}</span>
      </Breadcrumbs>
      <PageTitle title={company.data.name} />
      <CompanyOverview company={company.data} />
    </Box>
  );
}
