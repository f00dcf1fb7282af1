import {
  Fragment,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { buildPermissionContext, landingRouteAfterSignIn } from '@safc/domain';
import {
  clearCompanySelection,
  parseCompanySelection,
  readCompanySelectionSnapshot,
  storeCompanySelection,
  subscribeCompanySelection,
} from '../company-selection';
import { readInternalTokenSnapshot, subscribeInternalToken } from '../internal-token';
import { queryClient } from '../query-client';
import { meQuery, useMe } from './get-me';
import { SessionContext, type Session } from './session-context';
import { sessionStatusOf } from './session-status';

const readNothing = () => null;
const isMeQuery = (key: readonly unknown[]): boolean =>
  key.every((part, index) => part === meQuery.queryKey[index]);

export function SessionProvider({ children }: { children: ReactNode }) {
  const tokenSnapshot = useSyncExternalStore(subscribeInternalToken, readInternalTokenSnapshot, readNothing);
  const selectionSnapshot = useSyncExternalStore(
    subscribeCompanySelection,
    readCompanySelectionSnapshot,
    readNothing,
  );
  const isAuthenticated = tokenSnapshot !== null;
  const meResult = useMe(isAuthenticated);
  const me = isAuthenticated ? meResult.data : undefined;
  const selection = useMemo(() => parseCompanySelection(selectionSnapshot), [selectionSnapshot]);
  const permissions = useMemo(
    () => (me ? buildPermissionContext(me, selection?.companyId) : null),
    [me, selection],
  );

  // The stored selection follows the domain's choice: the user's first company by default, none for
  // admins, and never a company the user has left.
  const effectiveCompany = me?.companies.find((company) => company.id === permissions?.selectedCompanyId);
  useEffect(() => {
    if (!me) return;
    if (!effectiveCompany) {
      if (selection) clearCompanySelection();
      return;
    }
    if (selection?.companyId !== effectiveCompany.id || selection.companyName !== effectiveCompany.name) {
      storeCompanySelection({ companyId: effectiveCompany.id, companyName: effectiveCompany.name });
    }
  }, [me, effectiveCompany, selection]);

  // Bumped by each switch: the pages below are mounted again under the new selection.
  const [switches, setSwitches] = useState(0);
  const selectCompany = useCallback(
    (companyId: string) => {
      const company = me?.companies.find((candidate) => candidate.id === companyId);
      if (!company) return;
      // Every answer so far was for the previous company (X-Company-Id). They are dropped, not refetched:
      // a refetch would run while the old page is still mounted, asking for the old company's things
      // (its id in the path or query) under the new header, which answers 404. The pages mount again with
      // the new selection and ask afresh; the profile is the same for every company and stays.
      const previousCompanyAnswers = {
        predicate: (query: { queryKey: readonly unknown[] }) => !isMeQuery(query.queryKey),
      };
      void queryClient.cancelQueries(previousCompanyAnswers);
      queryClient.removeQueries(previousCompanyAnswers);
      storeCompanySelection({ companyId: company.id, companyName: company.name });
      setSwitches((count) => count + 1);
    },
    [me],
  );

  const session = useMemo<Session>(
    () => ({
      status: sessionStatusOf({ isAuthenticated, hasProfile: me !== undefined, error: meResult.error }),
      isAuthenticated,
      me,
      error: meResult.error,
      permissions,
      selectedCompany: effectiveCompany
        ? { companyId: effectiveCompany.id, companyName: effectiveCompany.name }
        : null,
      selectCompany,
      defaultPath: me ? landingRouteAfterSignIn(me) : isAuthenticated ? '/holdings' : '/login',
    }),
    [isAuthenticated, me, meResult.error, permissions, effectiveCompany, selectCompany],
  );

  return (
    <SessionContext.Provider value={session}>
      <Fragment key={switches}>{children}</Fragment>
    </SessionContext.Provider>
  );
}
