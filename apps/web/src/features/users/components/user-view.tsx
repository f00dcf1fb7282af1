import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_MEMBERSHIP_ROLE_LABELS, formatDate } from '@safc/domain';
import { DetailList } from '../../../components/detail-list';
import { PageTitle } from '../../../components/page-title';
import { SectionCard } from '../../../components/section-card';
import { UnopenedItem } from '../../../components/unopened-item';
import { useUserFull } from '../api/get-user-full';
import { COMPANY_ROLE_LABELS, ONBOARDING_STATUS_LABELS } from '../lib/user-labels';
import { UserActions } from './user-actions';
import { UserStatusChip } from './user-status-chip';
import { TableFrame } from '../../../components/table-frame';

/** A person: details from registration, status, companies with roles, account memberships with roles. */
export function UserView({
  userId,
  listPath,
  listTitle,
}: {
  userId: string;
  listPath: '/users' | '/colleagues';
  listTitle: string;
}) {
  const user = useUserFull(userId);
  if (user.isPending) return <LinearProgress aria-label="Loading the person" />;
  if (!user.data) return <UnopenedItem what="person" back={{ to: listPath, label: listTitle }} />;
  const { details } = user.data;
  const memberships = user.data.accountMemberships.filter((membership) => membership.status === 'active');
  const companies = user.data.companies.filter((company) => company.status === 'active');

  return (
    <Box>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={listPath}>
          {listTitle}
        </Link>
        <span>{user.data.name}</span>
      </Breadcrumbs>
      <PageTitle title={user.data.name} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <SectionCard title="Details" actions={<UserActions user={user.data} backTo={listPath} />}>
          <DetailList
            items={[
              [
                'Name',
                [details.firstName, details.middleName, details.lastName].filter(Boolean).join(' ') ||
                  user.data.name,
              ],
              ['E-mail', user.data.email],
              ['Phone number', details.phone ?? '—'],
              ['Employer', details.employerName ?? '—'],
              ['Status', <UserStatusChip key="status" status={user.data.status} />],
              ['Registration', ONBOARDING_STATUS_LABELS[user.data.onboardingStatus]],
              ['Registry administrator', user.data.isRegistryAdmin ? 'Yes' : 'No'],
              ['Since', formatDate(user.data.createdAt)],
            ]}
          />
        </SectionCard>
        <SectionCard title="Companies">
          {companies.length === 0 ? (
            <Typography color="text.secondary">No company.</Typography>
          ) : (
            <DetailList
              items={companies.map((company) => [company.name, COMPANY_ROLE_LABELS[company.role]])}
            />
          )}
        </SectionCard>
        <SectionCard title="Account memberships">
          {memberships.length === 0 ? (
            <Typography color="text.secondary">No account membership.</Typography>
          ) : (
            <TableFrame>
              <Table size="small" aria-label="Account memberships">
                <TableHead>
                  <TableRow>
                    <TableCell>Account</TableCell>
                    <TableCell>Role</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {memberships.map((membership) => (
                    <TableRow key={membership.accountId}>
                      <TableCell>
                        <Link component={RouterLink} to={`/accounts/${membership.accountId}`}>
                          {membership.accountName}
                        </Link>
                      </TableCell>
                      <TableCell>{ACCOUNT_MEMBERSHIP_ROLE_LABELS[membership.role]}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableFrame>
          )}
        </SectionCard>
      </Box>
    </Box>
  );
}
