import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { issueMetaFormSchema, movableVolumeField } from '@safc/domain';
import { FormSelectField, useDomainForm } from '../../../components/forms';
import { useAccounts } from '../../../lib/api/accounts';
import { useIssueMetaUnits } from '../api/issue-meta-units';
import type { UnitRow } from '../api/get-units';
import { OperationDialog } from './operation-dialog';
import { VolumeField } from '../../../components/forms/volume-field';

/**
 * Issue SAFcE (issue-meta): unbundles the emissions of a volume of a category-2 SAFcA block into SAFcE,
 * issued into an active account of the same company (the block's own by default); that SAFcA volume
 * becomes category 3 (DESIGN §5).
 */
export function IssueMetaDialog({
  unit,
  onClose,
  onDone,
}: {
  unit: UnitRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useDomainForm(
    useMemo(() => issueMetaFormSchema.extend({ volume: movableVolumeField('issueMeta', unit) }), [unit]),
    {
      blockId: unit.id,
      accountId: unit.accountId,
      volume: '',
    },
  );
  const accounts = useAccounts();
  const issueMeta = useIssueMetaUnits();
  const options = (accounts.data ?? [])
    .filter((account) => account.companyId === unit.companyId && account.status === 'active')
    .map((account) => ({ value: account.id, label: account.name }));
  return (
    <OperationDialog
      open
      title="Issue SAFcE"
      unit={unit}
      saving={issueMeta.isPending}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) =>
        issueMeta.mutate({ values, idempotencyKey: crypto.randomUUID() }, { onSuccess: onDone }),
      )}
    >
      <Typography variant="body2">
        SAFcE for the volume you enter are issued into the account you choose, and that SAFcA volume becomes
        category 3 (voluntary units, SAFcE has been issued).
      </Typography>
      <VolumeField name="volume" control={form.control} operation="issueMeta" unit={unit} />
      <FormSelectField
        name="accountId"
        control={form.control}
        label="SAFcE account"
        required
        options={options}
      />
    </OperationDialog>
  );
}
