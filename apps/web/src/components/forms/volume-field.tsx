import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { maxMovableVolume, type MovableBlock, type VolumeOperation } from '@safc/domain';
import { FormTextField } from './form-text-field';
import { formatVolume } from '../../lib/format-volume';

/**
 * A volume in tonnes, typed as text so its decimals reach the domain schema exactly as written; the hint
 * names the most the operation may move, the limit the form's schema checks (movableVolumeField).
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
  unit: MovableBlock;
  disabled?: boolean;
}) {
  return (
    <FormTextField
      name={name}
      control={control}
      label="Volume (t)"
      required
      disabled={disabled}
      // A locked volume (a saved claim) is what it is: no range to hint at.
      helperText={
        disabled ? undefined : `At least 0.001 t, up to ${formatVolume(maxMovableVolume(operation, unit))} t`
      }
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}
