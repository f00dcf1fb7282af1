import type { FormControl } from './form-control';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { UploadRule } from '@safc/domain';
import { FileUploadField } from './file-upload-field';

export interface FormFileUploadFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: FormControl<T>;
  label: string;
  rule: UploadRule;
  required?: boolean;
  disabled?: boolean;
}

/** A list-of-files field bound to the form, judged by the domain's `filesField(rule)` in the schema. */
export function FormFileUploadField<T extends FieldValues>({
  name,
  control,
  ...props
}: FormFileUploadFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const files = Array.isArray(field.value) ? (field.value as File[]) : [];
  // The schema puts a file's reason on its index and the field's message on the list; the list's own
  // message is the one to show under the field.
  const error = fieldState.error?.message ?? (fieldState.error ? 'an error occurred' : undefined);
  return (
    <FileUploadField {...props} value={files} onChange={field.onChange} onBlur={field.onBlur} error={error} />
  );
}
