import { useEffect } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';
import { companyToOpen } from '../../lib/session/company-switch';
import { useSession } from '../../lib/session/session-context';

/**
 * A signed-in page whose address names a company (`?companyId=`, a notification mail's link): that company
 * is selected before the page mounts, so the page never asks for its things under another company's
 * selection (a 404 "Company not found" in the error dialog). The parameter then leaves the address, so a
 * later switch from the user menu is not undone by it.
 */
export function CompanyFromAddress() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('companyId');
  const switchTo = companyToOpen(session.me, session.permissions?.selectedCompanyId ?? null, wanted);
  const { selectCompany } = session;
  useEffect(() => {
    if (switchTo) selectCompany(switchTo);
    else if (wanted)
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('companyId');
          return next;
        },
        { replace: true },
      );
  }, [switchTo, wanted, selectCompany, setParams]);
  return switchTo ? <LoadingOverlay label="Opening the company" /> : <Outlet />;
}
