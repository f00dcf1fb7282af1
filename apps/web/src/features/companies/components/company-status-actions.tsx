import { useState } from 'react';
import Button from '@mui/material/Button';
import { accountBlockSchema } from '@safc/domain';
import { ConfirmDialog, TextDialog } from '../../../components/forms';
import { usePermission } from '../../../lib/use-permission';
import { useSession } from '../../../lib/session/session-context';
import { useBlockCompany } from '../api/block-company';
import { useCloseCompany } from '../api/close-company';
import type { CompanyView } from '../api/company-types';
import { useUnblockCompany } from '../api/unblock-company';
import { EditCompanyDialog } from './edit-company-dialog';

type Dialog = 'edit' | 'block' | 'unblock' | 'close' | null;

/**
 * Edit, block with a reason, unblock and close, each only when `can` allows. A representative's edit and
 * closure are requests an administrator decides.
 */
export function CompanyStatusActions({ company }: { company: CompanyView }) {
  const allowed = usePermission();
  const { me } = useSession();
  const target = { companyId: company.id };
  const [dialog, setDialog] = useState<Dialog>(null);
  const block = useBlockCompany(company.id);
  const unblock = useUnblockCompany(company.id);
  const close = useCloseCompany(company.id);
  const done = { onSuccess: () => setDialog(null) };
  const open = company.status === 'active' || company.status === 'awaitingReview';
  const isAdmin = Boolean(me?.isRegistryAdmin);

  return (
    <>
      {open && allowed('Edit', 'Company', target) && <Button onClick={() => setDialog('edit')}>Edit</Button>}
      {isAdmin && company.status === 'active' && allowed('Block', 'Company', target) && (
        <Button color="error" onClick={() => setDialog('block')}>
          Block
        </Button>
      )}
      {isAdmin && company.status === 'blocked' && allowed('Unblock', 'Company', target) && (
        <Button onClick={() => setDialog('unblock')}>Unblock</Button>
      )}
      {(company.status === 'active' || company.status === 'blocked') &&
        allowed('Close', 'Company', target) && (
          <Button color="error" onClick={() => setDialog('close')}>
            {isAdmin ? 'Close company' : 'Request closure'}
          </Button>
        )}
      <EditCompanyDialog company={company} open={dialog === 'edit'} onClose={() => setDialog(null)} />
      <TextDialog
        open={dialog === 'block'}
        title="Block company"
        text="A blocked company can be looked at but none of its accounts can act. The reason is logged."
        schema={accountBlockSchema}
        field="reason"
        label="Reason"
        required
        confirmLabel="Block"
        confirmColor="error"
        sending={block.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(body) => block.mutate(body, done)}
      />
      <ConfirmDialog
        open={dialog === 'unblock'}
        title="Unblock company"
        text={`${company.name} becomes active again.`}
        confirmLabel="Unblock"
        sending={unblock.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => unblock.mutate(undefined, done)}
      />
      <ConfirmDialog
        open={dialog === 'close'}
        title={isAdmin ? 'Close company' : 'Request closure'}
        text={
          isAdmin
            ? `${company.name} will be closed for good.`
            : `A registry administrator will review your request to close ${company.name}.`
        }
        confirmLabel={isAdmin ? 'Close company' : 'Send request'}
        confirmColor="error"
        sending={close.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => close.mutate(undefined, done)}
      />
    </>
  );
}
