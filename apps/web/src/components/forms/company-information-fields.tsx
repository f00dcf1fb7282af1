import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FormControl } from './form-control';
import { FormCountryField } from './form-country-field';
import { FormRow } from './form-section';
import { FormTextField } from './form-text-field';

/**
 * Forms spec §2 "Company information": the name, the address group (city, state, country, postcode), then
 * the address lines, website and e-mail. Fields live under `company.`.
 */
export function CompanyInformationFields<T extends FieldValues>({ control }: { control: FormControl<T> }) {
  const name = (field: string) => `company.${field}` as FieldPath<T>;
  return (
    <>
      <FormRow label="Company" required>
        <FormTextField
          control={control}
          name={name('name')}
          label="Company name"
          required
          autoComplete="organization"
        />
      </FormRow>
      <FormRow label="Address" required>
        <FormTextField
          control={control}
          name={name('city')}
          label="City"
          required
          autoComplete="address-level2"
        />
        <FormTextField control={control} name={name('state')} label="State" autoComplete="address-level1" />
        <FormCountryField control={control} name={name('country')} label="Country" required />
        <FormTextField
          control={control}
          name={name('postcode')}
          label="Postcode"
          required
          autoComplete="postal-code"
        />
      </FormRow>
      <FormRow label="Address lines" required>
        <FormTextField
          control={control}
          name={name('address')}
          label="Address line 1"
          required
          autoComplete="address-line1"
        />
        <FormTextField
          control={control}
          name={name('address2')}
          label="Address line 2"
          autoComplete="address-line2"
        />
      </FormRow>
      <FormRow label="Website" required>
        <FormTextField
          control={control}
          name={name('website')}
          label="Website"
          required
          placeholder="https://"
          autoComplete="url"
        />
      </FormRow>
      <FormRow label="Email" required>
        <FormTextField
          control={control}
          name={name('email')}
          label="Email"
          required
          type="email"
          autoComplete="email"
        />
      </FormRow>
    </>
  );
}
