import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FormControl } from '../../../components/forms';
import { FormRow, FormTextField } from '../../../components/forms';

/** Forms spec §2 "Personal Info": the name group (first, middle, last), employer name and phone number. */
export function PersonalInfoFields<T extends FieldValues>({ control }: { control: FormControl<T> }) {
  const name = (field: string) => `user.${field}` as FieldPath<T>;
  return (
    <>
      <FormRow label="Name" required>
        <FormTextField
          control={control}
          name={name('firstName')}
          label="First name"
          required
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name={name('middleName')}
          label="Middle name"
          autoComplete="additional-name"
        />
        <FormTextField
          control={control}
          name={name('lastName')}
          label="Last name"
          required
          autoComplete="family-name"
        />
      </FormRow>
      <FormRow label="Employer" required>
        <FormTextField
          control={control}
          name={name('employerName')}
          label="Employer name"
          required
          autoComplete="organization"
        />
      </FormRow>
      <FormRow label="Phone" required>
        <FormTextField
          control={control}
          name={name('phoneNumber')}
          label="Phone number"
          required
          type="tel"
          autoComplete="tel"
        />
      </FormRow>
    </>
  );
}
