import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { claimFormSchema, formatIsoDate, movableVolumeField } from '@safc/domain';
import { useDomainForm } from '../../../components/forms';
import { useClaimUnits } from '../api/claim-units';
import { useTransferTargets } from '../../../lib/api/accounts';
import type { UnitRow } from '../api/get-units';
import { ClaimFormFields } from '../../../components/claim/claim-form-fields';
import { OperationDialog } from './operation-dialog';

/**
 * Claim (retire): after the signatures the claimed volume becomes a retired block; a SAFcE beneficiary
 * inside the registry receives the matching SAFcE (DESIGN §5).
 */
export function ClaimDialog({
  unit,
  onClose,
  onDone,
}: {
  unit: UnitRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const today = formatIsoDate(new Date());
  const currentYear = dayjs(today).year();
  const schema = useMemo(
    () => claimFormSchema({ today }).extend({ volume: movableVolumeField('claim', unit) }),
    [today, unit],
  );
  const form = useDomainForm(schema, {
    blockId: unit.id,
    accountId: unit.accountId,
    volume: '',
    retirementCountry: '',
    retirementOnRegistryYear: currentYear,
  });
  const recipients = useTransferTargets(unit.accountId, true);
  const claim = useClaimUnits();
  const accounts = recipients.data?.items ?? [];
  const beneficiaryAccounts = accounts.map((account) => ({
    value: account.id,
    label: `${account.name} · ${account.companyName ?? 'Private company'}`,
  }));
  const logisticsAccounts = accounts
    .filter((account) => account.type === 'logisticsProviderHoldingAccount')
    .map((account) => ({
      value: account.id,
      label: `${account.name} · ${account.companyName ?? 'Private company'}`,
    }));
  return (
    <OperationDialog
      open
      title="Claim units"
      unit={unit}
      saving={claim.isPending}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) =>
        claim.mutate({ values, idempotencyKey: crypto.randomUUID() }, { onSuccess: onDone }),
      )}
    >
      <Typography variant="body2">
        Claimed units are retired for good and shown in the public table of claimed units. Once saved, the
        volume, year, country, purpose, regime and beneficiaries&apos; accounts can no longer be changed.
      </Typography>
      <ClaimFormFields
        control={form.control}
        unit={unit}
        currentYear={currentYear}
        beneficiaryAccounts={beneficiaryAccounts}
        logisticsAccounts={logisticsAccounts}
      />
    </OperationDialog>
  );
}
