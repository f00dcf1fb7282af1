import { lazy, Suspense } from 'react';
import { StatusActions } from '../../../components/status-actions';
import type { CompanyView } from '@safc/domain';
import { usePermission } from '../../../lib/use-permission';
import { useSession } from '../../../lib/session/session-context';
import { useBlockCompany } from '../api/block-company';
import { useCloseCompany } from '../api/close-company';
import { useUnblockCompany } from '../api/unblock-company';

// Loaded when opened: the dialog's form (react-hook-form, the date picker) is not on the page's first load (issue 14).
const EditCompanyDialog = lazy(() =>
  import('./edit-company-dialog').then((module) => ({ default: module.EditCompanyDialog })),
);

/**
 * Edit, block with a reason, unblock and close, each only when `can` allows. A representative's edit and
 * closure are requests an administrator decides.
 */
export function CompanyStatusActions({ company }: { company: CompanyView }) {
  const allowed = usePermission();
  const { me } = useSession();
  const target = { companyId: company.id };
  const { status } = company;
  const isAdmin = Boolean(me?.isRegistryAdmin);
  return (
    <StatusActions
      thing="company"
      name={company.name}
      may={{
        edit: (status === 'active' || status === 'awaitingReview') && allowed('Edit', 'Company', target),
        block: isAdmin && status === 'active' && allowed('Block', 'Company', target),
        unblock: isAdmin && status === 'blocked' && allowed('Unblock', 'Company', target),
        close: (status === 'active' || status === 'blocked') && allowed('Close', 'Company', target),
      }}
      blockText="A blocked company can be looked at but none of its accounts can act. The reason is logged."
      closing={
        isAdmin
          ? {
              button: 'Close company',
              title: 'Close company',
              text: `${company.name} will be closed for good.`,
              confirm: 'Close company',
            }
          : {
              button: 'Request closure',
              title: 'Request closure',
              text: `A registry administrator will review your request to close ${company.name}.`,
              confirm: 'Send request',
            }
      }
      block={useBlockCompany(company.id)}
      unblock={useUnblockCompany(company.id)}
      close={useCloseCompany(company.id)}
      editDialog={(onClose) => (
        <Suspense fallback={null}>
          <EditCompanyDialog company={company} onClose={onClose} />
        </Suspense>
      )}
    />
  );
}
