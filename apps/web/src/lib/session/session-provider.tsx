import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
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

  const selectCompany = useCallback(
    (companyId: string) => {
      const company = me?.companies.find((candidate) => candidate.id === companyId);
      if (!company) return;
      storeCompanySelection({ companyId: company.id, companyName: company.name });
      // Every answer so far was for the previous company (X-Company-Id): refetch all but the profile.
      void queryClient.resetQueries({ predicate: (query) => !isMeQuery(query.queryKey) });
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

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
