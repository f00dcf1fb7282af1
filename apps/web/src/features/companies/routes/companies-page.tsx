import Box from '@mui/material/Box';
import { PageTitle } from '../../../components/page-title';
import { CompanyList } from '../components/company-list';

/** /companies: the administrator's list of the registry's companies. */
export function CompaniesPage() {
  return (
    <Box>
      <PageTitle title="Companies" />
      <CompanyList />
    </Box>
  );
}
