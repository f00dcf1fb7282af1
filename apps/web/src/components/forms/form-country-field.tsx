import type { FormControl } from './form-control';
import { useMemo } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { listCountries } from '@safc/domain';
import { FormAutocompleteField } from './form-autocomplete-field';

/** The country list of the domain (ISO 3166-1); the form holds the alpha-2 code. */
export function FormCountryField<T extends FieldValues>(props: {
  name: FieldPath<T>;
  control: FormControl<T>;
  label?: string;
  required?: boolean;
  disabled?: boolean;
}) {
  const options = useMemo(
    () => listCountries().map((country) => ({ label: country.name, value: country.code })),
    [],
  );
  return <FormAutocompleteField {...props} label={props.label ?? 'Country'} options={options} />;
}
