import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  AMOUNT_UNITS,
  AMOUNT_UNIT_LABELS,
  AMOUNT_UNIT_SYMBOLS,
  amountOfTonnes,
  amountUnitUsable,
  Decimal,
  densityIsDefault,
  densityOfBlock,
  leastAmountIn,
  maxMovableVolume,
  tonnesOfAmount,
  type AmountUnit,
  type MovableBlock,
  type VolumeOperation,
} from '@safc/domain';
import { formatVolume } from '../../lib/format-volume';
import { KEEP_ROOM_FOR_MESSAGE } from './field-message';

/**
 * A block as the volume field needs it: its volumes, the CO2e it abates for an amount in t CO2e, and its
 * density for an amount in litres or gallons.
 */
export type VolumeFieldBlock = MovableBlock & { co2Abated?: string; density?: string };

/**
 * A volume, typed as text so its decimals reach the domain schema exactly as written. It may be entered in
 * tonnes of neat SAF (the ledger's unit), tonnes of CO2e abated, litres or US gallons (issue 12,
 * docs/decisions/049): the form holds the tonnes the amount converts to, rounded down, and says so under the
 * field before anything is sent. The hint names the most the operation may move in the unit chosen.
 */
export function VolumeField<T extends FieldValues>({
  name,
  control,
  operation,
  unit,
  disabled,
}: {
  name: FieldPath<T>;
  control: Control<T>;
  operation: VolumeOperation;
  unit: VolumeFieldBlock;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ name, control });
  const [amountUnit, setAmountUnit] = useState<AmountUnit>('tonnes');
  const [amount, setAmount] = useState<string>(() => String(field.value ?? ''));
  const block = { volume: unit.volume, co2Abated: unit.co2Abated ?? '0', density: unit.density };
  const density = new Decimal(densityOfBlock(block)).toFixed();
  const units = AMOUNT_UNITS.filter((candidate) => amountUnitUsable(candidate, block));
  const max = maxMovableVolume(operation, unit);
  const symbol = AMOUNT_UNIT_SYMBOLS[amountUnit];
  // Text that is not a number goes to the schema as typed, so its refusal is the schema's own words.
  const tonnesOf = (text: string, chosen: AmountUnit) =>
    chosen === 'tonnes' ? text : (tonnesOfAmount(text, chosen, block) ?? text);
  const converted =
    amountUnit !== 'tonnes' && amount.trim() !== '' ? tonnesOfAmount(amount, amountUnit, block) : undefined;
  // A volume converts at the block's own density (its issuance's mass over its neat volume), which the
  // hint names as such: the wizard's 0.8 t/m3 is the forms spec's default for a batch declared without a
  // volume (issue 45 item 7, docs/decisions/049).
  const densityWords = densityIsDefault(block)
    ? ` at the default ${density} t/m³`
    : ` at this batch's ${density} t/m³`;
  const least = `${formatVolume(leastAmountIn(amountUnit, block))} ${symbol}`;
  const hint = disabled
    ? undefined
    : amountUnit === 'tonnes'
      ? `At least 0.001 t, up to ${formatVolume(max)} t`
      : `${converted === undefined ? '' : `= ${formatVolume(converted)} t of neat SAF, rounded down · `}at least ${least}, up to ${formatVolume(amountOfTonnes(max, amountUnit, block))} ${symbol}${amountUnit === 'tonnesCo2e' ? '' : densityWords}`;
  // The schema speaks in tonnes; in another unit its minimum is said in that unit too.
  const fieldError = fieldState.error?.message;
  const message =
    fieldError && amountUnit !== 'tonnes' && /at least 0\.001/i.test(fieldError)
      ? `Must be at least ${least} (0.001 t)`
      : fieldError;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <TextField
        label={amountUnit === 'tonnesCo2e' ? 'CO2e abated (t CO2e)' : `Volume (${symbol})`}
        required
        fullWidth
        disabled={disabled}
        name={field.name}
        value={disabled ? (field.value ?? '') : amount}
        onChange={(event) => {
          setAmount(event.target.value);
          field.onChange(tonnesOf(event.target.value, amountUnit));
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={message ?? hint ?? KEEP_ROOM_FOR_MESSAGE}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          formHelperText: { 'aria-live': 'polite' } as object,
        }}
      />
      {!disabled && (
        <TextField
          select
          label="Entered in"
          value={amountUnit}
          onChange={(event) => {
            const chosen = event.target.value as AmountUnit;
            setAmountUnit(chosen);
            if (amount.trim() !== '') field.onChange(tonnesOf(amount, chosen));
          }}
          sx={{ minWidth: { xs: '100%', sm: 230 } }}
          helperText={KEEP_ROOM_FOR_MESSAGE}
        >
          {units.map((candidate) => (
            <MenuItem key={candidate} value={candidate}>
              {AMOUNT_UNIT_LABELS[candidate]}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
