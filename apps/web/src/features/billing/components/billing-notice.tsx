import type { PermissionContext } from '@safc/domain';
import { PageNotice } from '../../../components/page-notice';
import { billingRefusal } from '../lib/billing-refusal';

/** A billing screen opened by someone who may not see billing (docs/decisions/075). */
export function BillingNotice({
  title,
  permissions,
}: {
  title: string;
  permissions: PermissionContext | null;
}) {
  return <PageNotice title={title}>{billingRefusal(permissions)}</PageNotice>;
}
