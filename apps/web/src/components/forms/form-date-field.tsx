import { KEEP_ROOM_FOR_MESSAGE } from './field-message';
import type { FormControl } from './form-control';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateInput } from '../date-input';

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
 * A date bound to the form as 'YYYY-MM-DD', through the registry's one date picker; the domain schema
 * still judges the value, since a typed date can bypass the picker's limits.
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
    <DateInput
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={disabled}
      allowFuture={allowFuture}
      min={min}
      error={fieldState.error?.message}
      helperText={helperText ?? KEEP_ROOM_FOR_MESSAGE}
    />
  );
}
