import { useCallback, useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { buildPermissionContext, ROUTE_PATHS, type Me, type RouteName } from '@safc/domain';
import { useSession } from './session-context';

// Issue 12: a person who works for several companies switches between them from the user menu, or follows a
// mail's link naming the company (`?companyId=`). Neither may show the previous company's things under the
// new selection: the API answers those with 404 ("Company not found", "Account not found").

/** A page about one thing of the company, and the list it belongs to: where a switch of company leads. */
const LIST_OF: [RouteName, RouteName][] = [
  ['COMPANY_VIEW', 'COMPANY'],
  ['ACCOUNT', 'ACCOUNTS'],
  ['COLLEAGUE', 'COLLEAGUES'],
  ['UNIT_VIEW', 'HOLDINGS'],
  ['INVOICE_VIEW', 'BILLING'],
];

/**
 * Where the screen goes when the user switches company: the same page without its address's choices (an
 * account, a tab, an action of the previous company), or, on a page about one thing of the previous
 * company, the list that thing belongs to.
 */
export function pathAfterCompanySwitch(pathname: string): string {
  const list = LIST_OF.find(([page]) => matchPath(ROUTE_PATHS[page], pathname));
  return list ? ROUTE_PATHS[list[1]] : pathname;
}

/**
 * The company an address's `?companyId=` asks to open, when it is one of the user's companies that the
 * selection may hold and is not the one selected; null otherwise (administrators select no company).
 */
export function companyToOpen(
  me: Me | undefined,
  selected: string | null,
  wanted: string | null,
): string | null {
  if (!me || !wanted || wanted === selected || me.isRegistryAdmin) return null;
  return buildPermissionContext(me, wanted).selectedCompanyId === wanted ? wanted : null;
}

/**
 * Switches the selected company from the user menu. The page first leaves the previous company's things
 * (pathAfterCompanySwitch), and only once that address is in place is the company switched: react-router
 * renders a navigation as a transition, after the selection's own (synchronous) update, so switching at
 * once remounted the old page under the new company for a moment, and it asked for its account (404).
 */
export function useSwitchCompany(): (companyId: string) => void {
  const { selectCompany } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // The switch waits here for the address it leads to.
  const pending = useRef<{ companyId: string; path: string } | null>(null);
  useEffect(() => {
    const waiting = pending.current;
    if (!waiting || location.pathname !== waiting.path || location.search !== '') return;
    pending.current = null;
    selectCompany(waiting.companyId);
  }, [location, selectCompany]);
  return useCallback(
    (companyId: string) => {
      const path = pathAfterCompanySwitch(location.pathname);
      if (path === location.pathname && location.search === '') {
        selectCompany(companyId);
        return;
      }
      pending.current = { companyId, path };
      void navigate(path, { replace: true });
    },
    [location, navigate, selectCompany],
  );
}
