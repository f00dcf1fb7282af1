import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { can, routePath, type AccountSummary, type PermissionContext } from '@safc/domain';

/**
 * Whether the account takes new SAFcA from this user: an active fuel provider holding account (DESIGN §5)
 * on which the domain lets them issue (platform spec §6: full access or initiator).
 */
export const mayIssueInto = (ctx: PermissionContext | null, account: AccountSummary): boolean =>
  ctx !== null &&
  account.type === 'fuelProviderHoldingAccount' &&
  account.status === 'active' &&
  can(ctx, 'Issue', 'Unit', { companyId: account.companyId, accountId: account.id });

/**
 * Holdings' way to the "Issue SAFcA" wizard for the selected account (docs/decisions/081): the issuance
 * screen is in no side menu of the spec, and an initiator who could not type its address had no way to it.
 */
export function IssueSafcaLink({
  permissions,
  account,
}: {
  permissions: PermissionContext | null;
  account: AccountSummary;
}) {
  if (!mayIssueInto(permissions, account)) return null;
  return (
    <Button
      component={RouterLink}
      to={`${routePath('ISSUANCE')}?accountId=${encodeURIComponent(account.id)}`}
      variant="contained"
      startIcon={<AddIcon />}
    >
      Issue SAFcA
    </Button>
  );
}
