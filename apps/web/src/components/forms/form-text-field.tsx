import { KEEP_ROOM_FOR_MESSAGE } from './field-message';
import type { FormControl } from './form-control';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: FieldPath<T>;
  control: FormControl<T>;
};

/** A text input bound to the form; the domain schema's message shows under the field. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      fullWidth={props.fullWidth ?? true}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText ?? KEEP_ROOM_FOR_MESSAGE}
    />
  );
}
