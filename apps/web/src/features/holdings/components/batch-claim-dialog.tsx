import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { Control } from 'react-hook-form';
import { batchClaimFormSchema, formatIsoDate, type ClaimFormInput } from '@safc/domain';
import { useDomainForm } from '../../../components/forms';
import { ClaimFormFields } from '../../../components/claim/claim-form-fields';
import { useTransferTargets } from '../../../lib/api/accounts';
import type { UnitRow } from '../api/get-units';
import { useBatchStart } from '../lib/use-batch-start';
import { BatchDialog } from './batch-dialog';

/** Claim several blocks of one account, each whole, with the same claim details (docs/decisions/042). */
export function BatchClaimDialog({
  units,
  onClose,
}: {
  units: readonly UnitRow[];
  onClose: (started: boolean) => void;
}) {
  const today = formatIsoDate(new Date());
  const currentYear = dayjs(today).year();
  const accountId = units[0]?.accountId ?? '';
  const schema = useMemo(() => batchClaimFormSchema({ today }), [today]);
  const form = useDomainForm(schema, {
    blockIds: units.map((unit) => unit.id),
    accountId,
    retirementCountry: '',
    retirementOnRegistryYear: currentYear,
  });
  const recipients = useTransferTargets(accountId, true);
  const batch = useBatchStart(units);
  const accounts = recipients.data?.items ?? [];
  const toOption = (account: (typeof accounts)[number]) => ({
    value: account.id,
    label: `${account.name} · ${account.companyName ?? 'Private company'}`,
  });
  return (
    <BatchDialog
      title="Claim selected units"
      units={units}
      saving={batch.saving}
      outcomes={batch.outcomes}
      started={batch.started}
      onClose={() => onClose(batch.started)}
      onSubmit={form.handleSubmit((values) => batch.submit({ operation: 'claim', values }))}
    >
      <Typography variant="body2">
        Claimed units are retired for good and shown in the public table of claimed units. Once saved, the
        year, country, purpose, regime and beneficiaries&apos; accounts can no longer be changed.
      </Typography>
      <ClaimFormFields
        // The batch form is the claim form without blockId and volume (each block goes whole), so the
        // claim's own fields are the same paths: the fields are shared, the volume field is left out.
        control={form.control as unknown as Control<ClaimFormInput>}
        currentYear={currentYear}
        beneficiaryAccounts={accounts.map(toOption)}
        logisticsAccounts={accounts
          .filter((account) => account.type === 'logisticsProviderHoldingAccount')
          .map(toOption)}
      />
    </BatchDialog>
  );
}
