import { KEEP_ROOM_FOR_MESSAGE } from './field-message';
import type { FormControl } from './form-control';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { SELECT_MENU_MAX_HEIGHT_PX } from '@safc/domain';
import { NO_OPTIONS, type FormOption } from './form-select-field';

export interface FormAutocompleteFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: FormControl<T>;
  label: string;
  options: readonly FormOption[];
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  helperText?: string;
}

/**
 * An autocomplete bound to the form: the form holds the option's value (an id, a code), the input shows
 * its label. Its list is at most 200 px high and reads "No options" when nothing matches.
 */
export function FormAutocompleteField<T extends FieldValues>({
  name,
  control,
  label,
  options,
  required,
  disabled,
  placeholder,
  helperText,
}: FormAutocompleteFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const selected = options.find((option) => option.value === field.value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      disabled={disabled}
      noOptionsText={NO_OPTIONS}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      onChange={(_event, option) => field.onChange(option?.value ?? '')}
      onBlur={field.onBlur}
      slotProps={{ listbox: { sx: { maxHeight: SELECT_MENU_MAX_HEIGHT_PX } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          placeholder={placeholder}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText ?? KEEP_ROOM_FOR_MESSAGE}
        />
      )}
    />
  );
}
