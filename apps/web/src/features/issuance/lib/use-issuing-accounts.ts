import { useMemo } from 'react';
import { permittedAccountIds } from '@safc/domain';
import { useSession } from '../../../lib/session/session-context';
import type { AccountSummary } from '@safc/domain';
import { useAccounts } from '../../../lib/api/accounts';

/**
 * The accounts the user may issue into (DESIGN §5): fuel provider holding accounts where they hold an
 * initiating role. Registry administrators never issue.
 */
export function useIssuingAccounts(): { accounts: AccountSummary[]; isLoading: boolean } {
  const session = useSession();
  const accounts = useAccounts();
  const issuing = useMemo(() => {
    if (!session.permissions || !accounts.data) return [];
    const permitted = permittedAccountIds(session.permissions, 'Issue');
    if (permitted === 'all') return [];
    return accounts.data.filter(
      (account) =>
        account.type === 'fuelProviderHoldingAccount' &&
        account.status === 'active' &&
        permitted.includes(account.id),
    );
  }, [session.permissions, accounts.data]);
  return { accounts: issuing, isLoading: accounts.isPending };
}
