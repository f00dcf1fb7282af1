import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { ACCOUNT_TYPE_LABELS, formatDate } from '@safc/domain';
import type { AccountView } from '@safc/domain';
import { StatusChip } from '../../../components/status-chip';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';

/** The account's details; a shortage of possible signers is said plainly (DESIGN §5 NotEnoughApprovers). */
export function AccountDetails({ account, actions }: { account: AccountView; actions?: ReactNode }) {
  const short = account.status === 'active' && account.possibleSignersCount < account.requiredSignatures;
  return (
    <SectionCard title="Details" actions={actions}>
      {account.status === 'blocked' && account.blockReason && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Blocked: {account.blockReason}
        </Alert>
      )}
      {short && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Not enough approvers: the account needs {account.requiredSignatures} signature(s) but has{' '}
          {account.possibleSignersCount} member(s) who may sign, so no action can start on it.
        </Alert>
      )}
      <DetailList
        items={[
          ['Type', ACCOUNT_TYPE_LABELS[account.type]],
          ['Company', account.companyName],
          ['Status', <StatusChip key="status" status={account.status} />],
          ['Required signatures', account.requiredSignatures],
          ['Possible signers', account.possibleSignersCount],
          ['Created', formatDate(account.createdAt)],
        ]}
      />
    </SectionCard>
  );
}
