import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, type FieldValues } from 'react-hook-form';
import type { FormControl as Control } from '../../../../components/forms';

export interface YesNoFieldProps {
  name: string;
  control: Control<FieldValues>;
  label: string;
  yes?: string;
  no?: string;
  required?: boolean;
}

/** A yes/no question of the issue form, held as a boolean. */
export function YesNoField({ name, control, label, yes = 'Yes', no = 'No', required }: YesNoFieldProps) {
  const { field, fieldState } = useController({ name, control });
  const value = field.value === true ? 'true' : field.value === false ? 'false' : '';
  return (
    <FormControl error={Boolean(fieldState.error)} required={required} sx={{ gridColumn: '1 / -1' }}>
      <FormLabel id={`${name}-label`}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${name}-label`}
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(event.target.value === 'true')}
        onBlur={field.onBlur}
      >
        <FormControlLabel
          value="true"
          control={<Radio slotProps={{ input: { ref: field.ref } }} />}
          label={yes}
        />
        <FormControlLabel value="false" control={<Radio />} label={no} />
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
