import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormRadioGroupProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}

/** A choice of a few values bound to the form (claim purpose, compliance regime). */
export function FormRadioGroup<T extends FieldValues>({
  name,
  control,
  label,
  options,
  disabled,
}: FormRadioGroupProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <FormControl error={Boolean(fieldState.error)} disabled={disabled}>
      <FormLabel id={`${name}-label`}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${name}-label`}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
