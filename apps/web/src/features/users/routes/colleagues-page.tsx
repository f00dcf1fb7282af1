import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { PageNotice } from '../../../components/page-notice';
import { PageTitle } from '../../../components/page-title';
import { usePermission } from '../../../lib/use-permission';
import { useSession } from '../../../lib/session/session-context';
import { TableFrame } from '../../../components/table-frame';
import { useCompanyUsers } from '../../../lib/api/users';
import { useInvitedCompanyUsers } from '../api/get-invited-company-users';
import { InvitationsTable } from '../components/invitations-table';
import { InviteDialog } from '../components/invite-dialog';
import { PeopleList } from '../components/people-list';

function Colleagues({ companyId }: { companyId: string }) {
  const allowed = usePermission();
  const [inviting, setInviting] = useState(false);
  const colleagues = useCompanyUsers(companyId);
  const kinds = [
    ...(allowed('Invite', 'CompanyRepresentative', { companyId }) ? (['joinCompany'] as const) : []),
    ...(allowed('Invite', 'AccountRepresentative', { companyId })
      ? (['authorisedRepresentative'] as const)
      : []),
  ];
  const invited = useInvitedCompanyUsers(companyId, kinds.length > 0);

  return (
    <Box>
      <PageTitle
        title="Colleagues"
        actions={
          kinds.length > 0 && (
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1OutlinedIcon />}
              onClick={() => setInviting(true)}
            >
              Invite a colleague
            </Button>
          )
        }
      />
      <PeopleList
        users={colleagues.data}
        loading={colleagues.isPending}
        basePath="/colleagues"
        empty="No colleagues yet."
      />
      {Boolean(invited.data?.length) && (
        <Box sx={{ mt: 4 }}>
          <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
            Invited users
          </Typography>
          <Paper variant="outlined">
            <TableFrame label="Invited users">
              <InvitationsTable invitations={invited.data!} mayRevoke />
            </TableFrame>
          </Paper>
        </Box>
      )}
      {inviting && (
        <InviteDialog title="Invite a colleague" kinds={kinds} onClose={() => setInviting(false)} />
      )}
    </Box>
  );
}

/**
 * /colleagues: the selected company's users and, for representatives, the invitations not answered yet. The
 * side menu offers it only to whom the domain lets see the company's users; anyone else reaching it by its
 * address is told so, without asking the API for what it would refuse (docs/decisions/075).
 */
export function ColleaguesPage() {
  const { selectedCompany } = useSession();
  const allowed = usePermission();
  const companyId = selectedCompany?.companyId;
  if (!companyId) return <PageNotice title="Colleagues">You are not a member of a company.</PageNotice>;
  if (!allowed('View', 'CompanyUsers', { companyId }))
    return (
      <PageNotice title="Colleagues">
        The list of colleagues is for your company&apos;s representatives.
      </PageNotice>
    );
  return <Colleagues companyId={companyId} />;
}
