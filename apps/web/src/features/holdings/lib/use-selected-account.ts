import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { chooseSelectedAccount, permittedAccountIds } from '@safc/domain';
import { useSession } from '../../../lib/session/session-context';
import type { AccountSummary } from '@safc/domain';
import { useAccounts } from '../../../lib/api/accounts';
import { companyToSwitchTo } from './company-of-account';

/**
 * Platform spec §2 "Selected-account behaviour": the accounts where the user may view units; the first one
 * by default, none when there are none. The choice lives in the address (?accountId=) so the bell can
 * point at an account and a reload keeps it.
 */
export function useSelectedAccount() {
  const session = useSession();
  const accounts = useAccounts();
  const [params, setParams] = useSearchParams();
  const requested = params.get('accountId');
  const switchTo = companyToSwitchTo(session.me, session.permissions?.selectedCompanyId ?? null, requested);
  const { selectCompany } = session;
  useEffect(() => {
    if (switchTo) selectCompany(switchTo);
  }, [switchTo, selectCompany]);

  const permitted = useMemo<AccountSummary[]>(() => {
    if (!session.permissions || !accounts.data) return [];
    const ids = permittedAccountIds(session.permissions, 'ViewUnits');
    return ids === 'all' ? accounts.data : accounts.data.filter((account) => ids.includes(account.id));
  }, [session.permissions, accounts.data]);

  const selectedId = accounts.data
    ? chooseSelectedAccount(
        requested,
        permitted.map((account) => account.id),
      )
    : null;

  const select = useCallback(
    (accountId: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (accountId) next.set('accountId', accountId);
          else next.delete('accountId');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Keep the address in step with the effective choice (a default, or a cleared one), except while the
  // company is being switched to the linked account's: that account is the choice.
  useEffect(() => {
    if (!switchTo && accounts.data && selectedId !== requested) select(selectedId);
  }, [switchTo, accounts.data, selectedId, requested, select]);

  return {
    accounts: permitted,
    isLoading: accounts.isPending,
    selected: permitted.find((account) => account.id === selectedId) ?? null,
    select,
  };
}
