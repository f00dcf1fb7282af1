import { KEEP_ROOM_FOR_MESSAGE } from './field-message';
import type { FormControl } from './form-control';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { SELECT_MENU_MAX_HEIGHT_PX } from '@safc/domain';

export interface FormOption {
  label: string;
  value: string;
}

export const NO_OPTIONS = 'No options';

export type FormSelectFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  name: FieldPath<T>;
  control: FormControl<T>;
  options: readonly FormOption[];
};

/** A select bound to the form; its menu is at most 200 px high and reads "No options" when empty. */
export function FormSelectField<T extends FieldValues>({
  name,
  control,
  options,
  helperText,
  ...props
}: FormSelectFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      fullWidth={props.fullWidth ?? true}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText ?? KEEP_ROOM_FOR_MESSAGE}
      slotProps={{
        ...props.slotProps,
        select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: SELECT_MENU_MAX_HEIGHT_PX } } } } },
      }}
    >
      {options.length === 0 ? (
        <MenuItem value="" disabled>
          {NO_OPTIONS}
        </MenuItem>
      ) : (
        options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))
      )}
    </TextField>
  );
}
