import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {
  ACCOUNT_TYPES,
  ACCOUNT_TYPE_LABELS,
  feeScheduleFormOf,
  feeScheduleFormSchemaAfter,
  formatDate,
  type FeeSchedule,
} from '@safc/domain';
import { GeneralDialog } from '../../../components/general-dialog';
import { FormDateField, FormTextField, useDomainForm } from '../../../components/forms';
import { useUpdateFeeSchedule } from '../api/update-fee-schedule';

const dollars = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };

/** The first day a new version may take effect: after the last day already billed, and not before today. */
function firstOpenDay(lastBilledOn: string | null): string {
  const tomorrowOfBilled = lastBilledOn ? dayjs(lastBilledOn).add(1, 'day') : dayjs();
  const today = dayjs();
  return (tomorrowOfBilled.isAfter(today) ? tomorrowOfBilled : today).format('YYYY-MM-DD');
}

/**
 * The first day the rule lets a version take effect: the day after the last one billed, or any day before a
 * first invoice. The picker offers the days the form accepts, so it never marks red a day Save sends.
 */
const dayAfterBilled = (lastBilledOn: string | null): string | undefined =>
  lastBilledOn ? dayjs(lastBilledOn).add(1, 'day').format('YYYY-MM-DD') : undefined;

/** A new version of the fee schedule, starting from the rates in force; amounts in dollars. */
export function FeeScheduleDialog({ schedule, onClose }: { schedule: FeeSchedule; onClose: () => void }) {
  const save = useUpdateFeeSchedule();
  const earliest = firstOpenDay(schedule.lastBilledOn);
  const schema = useMemo(() => feeScheduleFormSchemaAfter(schedule.lastBilledOn), [schedule.lastBilledOn]);
  const form = useDomainForm(schema, feeScheduleFormOf(schedule.inForce!, earliest));
  const submit = form.handleSubmit((body) => save.mutate(body, { onSuccess: onClose }));
  return (
    <GeneralDialog
      open
      title="New fee schedule version"
      text={
        schedule.lastBilledOn
          ? `Fees are billed up to ${formatDate(schedule.lastBilledOn)}: a new version takes effect after that day.`
          : 'The new version applies to every fee that falls due from its first day.'
      }
      onClose={save.isPending ? undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Save version
          </Button>
        </>
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {/* mt: room for the first fields' labels under the dialog's text, which they overlapped, cut off. */}
        <Box
          data-testid="fee-schedule-first-row"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, mt: 2 }}
        >
          <FormDateField
            control={form.control}
            name="effectiveFrom"
            label="Effective from"
            required
            allowFuture
            min={dayAfterBilled(schedule.lastBilledOn)}
          />
          <FormTextField
            control={form.control}
            name="issuancePerTonne"
            label="Issuance, per tonne"
            required
            slotProps={dollars}
          />
        </Box>
        {(['accountYearly', 'accountReactivation'] as const).map((kind) => (
          <Box key={kind} sx={{ mt: 1 }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {kind === 'accountYearly' ? 'Yearly account fee' : 'Re-activation fee'}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              {ACCOUNT_TYPES.map((type) => (
                <FormTextField
                  key={type}
                  control={form.control}
                  name={`${kind}.${type}`}
                  label={ACCOUNT_TYPE_LABELS[type]}
                  required
                  slotProps={dollars}
                />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </GeneralDialog>
  );
}
