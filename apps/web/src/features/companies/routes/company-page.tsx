import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useCompany } from '../api/get-company';
import { CompanyList } from '../components/company-list';
import { CompanyOverview } from '../components/company-overview';
import { WaitingForApproval } from '../components/waiting-for-approval';

// Loaded when opened: the dialog's form (react-hook-form, the date picker) is not on the page's first load (issue 14).
const RegisterCompanyDialog = lazy(() =>
  import('../components/register-company-dialog').then((module) => ({
    default: module.RegisterCompanyDialog,
  })),
);

function OwnCompany({ companyId }: { companyId: string }) {
  const company = useCompany(companyId);
  if (!company.data) return company.isPending ? <LinearProgress /> : null;
  return <CompanyOverview company={company.data} />;
}

/**
 * /company: the own company (details, status, documents, representatives); while onboarding awaits
 * approval, the waiting state; for administrators, the registry's company list.
 */
export function CompanyPage() {
  const { me, selectedCompany } = useSession();
  const [registering, setRegistering] = useState(false);
  if (me?.isRegistryAdmin)
    return (
      <Box>
        <PageTitle title="Companies" />
        <CompanyList />
      </Box>
    );
  return (
    <Box>
      <PageTitle
        title={selectedCompany?.companyName ?? 'Company information'}
        actions={
          // A registered person may represent a further company (CompanyCreateRequest).
          me &&
          !me.isPendingOnboardingApproval && (
            <Button variant="outlined" onClick={() => setRegistering(true)}>
              Register another company
            </Button>
          )
        }
      />
      {registering && (
        <Suspense fallback={null}>
          <RegisterCompanyDialog onClose={() => setRegistering(false)} />
        </Suspense>
      )}
      {me?.isPendingOnboardingApproval ? (
        // The company is not the user's to look at until approved: asking would only be refused.
        <WaitingForApproval companyName={selectedCompany?.companyName ?? me.companies[0]?.name} />
      ) : selectedCompany ? (
        <OwnCompany companyId={selectedCompany.companyId} />
      ) : (
        <Alert severity="info">
          You are not a member of a company yet. Open the invitation link you received by e-mail, or register
          a company.
        </Alert>
      )}
    </Box>
  );
}
