import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type FieldValues } from 'react-hook-form';
import { listCountries, SELECT_MENU_MAX_HEIGHT_PX } from '@safc/domain';
import { NO_OPTIONS, type FormControl } from '../../../../components/forms';

/** The feedstock's countries of origin: one or more, held as ISO alpha-2 codes. */
export function CountriesField({ control }: { control: FormControl<FieldValues> }) {
  const { field, fieldState } = useController({ name: 'product.countries', control });
  const countries = useMemo(() => listCountries(), []);
  const codes = (field.value as string[] | undefined) ?? [];
  const error =
    fieldState.error?.message ?? (fieldState.error ? 'Choose a country from the list' : undefined);
  return (
    <Autocomplete
      multiple
      options={countries}
      value={countries.filter((country) => codes.includes(country.code))}
      noOptionsText={NO_OPTIONS}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      onChange={(_event, chosen) => field.onChange(chosen.map((country) => country.code))}
      onBlur={field.onBlur}
      slotProps={{ listbox: { sx: { maxHeight: SELECT_MENU_MAX_HEIGHT_PX } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label="Feedstock countries of origin"
          required
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
