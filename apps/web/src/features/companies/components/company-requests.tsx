import { PendingRequests } from '../../../components/pending-requests';
import { RequestSummary } from '../../../components/request-summary';
import { usePendingRequests } from '../../../lib/api/requests';

/**
 * The company's pending requests. Administrators approve or reject each with a comment; a representative
 * sees what awaits approval.
 */
export function CompanyRequests({ companyId, mayDecide }: { companyId: string; mayDecide: boolean }) {
  const requests = usePendingRequests(companyId);
  return (
    <PendingRequests
      requests={requests.data ?? []}
      mayDecide={mayDecide}
      summary={(request) => <RequestSummary request={request} />}
      approvalText="The request takes effect at once."
    />
  );
}
