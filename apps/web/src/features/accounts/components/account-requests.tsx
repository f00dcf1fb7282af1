import type { RequestKind } from '@safc/domain';
import { PendingRequests } from '../../../components/pending-requests';
import { RequestSummary } from '../../../components/request-summary';
import { usePendingRequests } from '../../../lib/api/requests';
import type { AccountView } from '@safc/domain';

// A person joining the account from outside its company (JoinArApprovalRequest) is decided here too.
const ACCOUNT_REQUEST_KINDS: readonly RequestKind[] = [
  'AccountCreateRequest',
  'AccountDetailsChangeRequest',
  'JoinArApprovalRequest',
];

/** For administrators: the account's pending AccountCreate, AccountDetailsChange and JoinArApproval requests. */
export function AccountRequests({ account }: { account: AccountView }) {
  const requests = usePendingRequests(account.companyId);
  const ofAccount = (requests.data ?? []).filter(
    (request) => request.accountId === account.id && ACCOUNT_REQUEST_KINDS.includes(request.kind),
  );
  return (
    <PendingRequests
      requests={ofAccount}
      mayDecide
      summary={(request) => <RequestSummary request={request} />}
      approvalText="The change takes effect at once."
    />
  );
}
