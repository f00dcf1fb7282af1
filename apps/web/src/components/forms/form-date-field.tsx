import { KEEP_ROOM_FOR_MESSAGE } from './field-message';
import type { FormControl } from './form-control';
import dayjs from 'dayjs';
import TextField from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { CALENDAR_WIDTH } from '@safc/domain';

export interface FormDateFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: FormControl<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Platform spec §5: the date picker disallows future dates unless overridden. */
  allowFuture?: boolean;
  /** Earliest selectable day, 'YYYY-MM-DD'. */
  min?: string;
  helperText?: string;
}

/**
 * A date bound to the form as 'YYYY-MM-DD', with the browser's own date picker (no picker package is
 * installed); the domain schema still judges the value, since a typed date can bypass the picker's limits.
 */
export function FormDateField<T extends FieldValues>({
  name,
  control,
  label,
  required,
  disabled,
  allowFuture = false,
  min,
  helperText,
}: FormDateFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      type="date"
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText ?? KEEP_ROOM_FOR_MESSAGE}
      sx={{ maxWidth: CALENDAR_WIDTH }}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { max: allowFuture ? undefined : dayjs().format('YYYY-MM-DD'), min },
      }}
    />
  );
}
