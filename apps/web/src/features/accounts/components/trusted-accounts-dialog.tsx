import { useEffect, useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { SELECT_MENU_MAX_HEIGHT_PX, trustedAccountsSchema } from '@safc/domain';
import { GeneralDialog } from '../../../components/general-dialog';
import { NO_OPTIONS, useDomainForm } from '../../../components/forms';
import type { AccountView } from '@safc/domain';
import type { TransferTarget } from '@safc/domain';
import { useTransferTargets } from '../../../lib/api/accounts';
import { useSetTrustedAccounts } from '../api/set-trusted-accounts';

const labelOf = (target: TransferTarget) =>
  `${target.name}${target.companyName ? ` (${target.companyName})` : ''}`;

/** The trusted accounts editor: the full list of trusted senders, chosen from the registry's active accounts. */
export function TrustedAccountsDialog({
  account,
  open,
  onClose,
}: {
  account: AccountView;
  open: boolean;
  onClose: () => void;
}) {
  const targets = useTransferTargets(account.id, open);
  const save = useSetTrustedAccounts(account.id);
  const initial = useMemo(
    () => ({ trustedAccountIds: account.trustedAccounts.map((trusted) => trusted.id) }),
    [account.trustedAccounts],
  );
  const form = useDomainForm(trustedAccountsSchema, initial);
  useEffect(() => {
    if (open) form.reset(initial);
  }, [open, initial, form]);
  const options = (targets.data?.items ?? []).filter((target) => target.id !== account.id);

  return (
    <GeneralDialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      title="Trusted accounts"
      text="Transfers from these accounts complete without waiting for your acceptance."
      actions={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            onClick={form.handleSubmit((body) => save.mutate(body, { onSuccess: onClose }))}
          >
            Save
          </Button>
        </>
      }
    >
      <Controller
        control={form.control}
        name="trustedAccountIds"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            loading={targets.isPending}
            options={options}
            value={options.filter((option) => (field.value ?? []).includes(option.id))}
            onChange={(_event, chosen) => field.onChange(chosen.map((option) => option.id))}
            getOptionLabel={labelOf}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            noOptionsText={NO_OPTIONS}
            slotProps={{ listbox: { sx: { maxHeight: SELECT_MENU_MAX_HEIGHT_PX } } }}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Accounts"
                margin="normal"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
      />
    </GeneralDialog>
  );
}
