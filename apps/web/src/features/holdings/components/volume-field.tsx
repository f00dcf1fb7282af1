import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/forms';
import { formatVolume } from '../lib/format-volume';

/** A volume in tonnes, typed as text so its decimals reach the domain schema exactly as written. */
export function VolumeField<T extends FieldValues>({
  name,
  control,
  freeVolume,
  disabled,
}: {
  name: FieldPath<T>;
  control: Control<T>;
  freeVolume: string;
  disabled?: boolean;
}) {
  return (
    <FormTextField
      name={name}
      control={control}
      label="Volume (t)"
      required
      disabled={disabled}
      helperText={`At least 0.001 t, up to ${formatVolume(freeVolume)} t`}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}
