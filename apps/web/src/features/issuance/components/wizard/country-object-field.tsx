import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type FieldValues } from 'react-hook-form';
import { listCountries, SELECT_MENU_MAX_HEIGHT_PX, type Country } from '@safc/domain';
import { NO_OPTIONS, type FormControl } from '../../../../components/forms';

/** An address's country, held as the domain's { name, code } (forms spec §3 "address"). */
export function CountryObjectField({
  name,
  control,
  label = 'Country',
}: {
  name: string;
  control: FormControl<FieldValues>;
  label?: string;
}) {
  const { field, fieldState } = useController({ name, control });
  const countries = useMemo(() => listCountries(), []);
  const value = (field.value as Country | null) ?? null;
  const selected = value ? (countries.find((country) => country.code === value.code) ?? null) : null;
  const error = fieldState.error?.message ?? (fieldState.error ? 'Required' : undefined);
  return (
    <Autocomplete
      options={countries}
      value={selected}
      noOptionsText={NO_OPTIONS}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      onChange={(_event, country) =>
        field.onChange(country ? { name: country.name, code: country.code } : null)
      }
      onBlur={field.onBlur}
      slotProps={{ listbox: { sx: { maxHeight: SELECT_MENU_MAX_HEIGHT_PX } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
