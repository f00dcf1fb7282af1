import { useController, type FieldValues } from 'react-hook-form';
import { DOCUMENTATION_TYPES, DOCUMENTATION_TYPE_LABELS, ISSUE_UPLOAD_RULE } from '@safc/domain';
import { FileUploadField, FormRow, FormSelectField, type FormControl } from '../../../../components/forms';

export interface DocumentationFieldsProps {
  control: FormControl<FieldValues>;
  /** Why the chosen file cannot be the proof: the registry holds it for another issuance (decision 096). */
  documentInUse?: (file: unknown) => string | null;
  onDocumentChosen?: (file: File | null) => void;
}

/** The proof of the batch: its kind and the document itself (csv or pdf, at most 10 MB). */
export function DocumentationFields({ control, documentInUse, onDocumentChosen }: DocumentationFieldsProps) {
  const { field, fieldState } = useController({ name: 'fileTool', control });
  // One file, or the list when more than one was given at once (the schema refuses it, forms spec §8).
  const files: File[] = Array.isArray(field.value)
    ? (field.value as File[])
    : field.value instanceof File
      ? [field.value]
      : [];
  return (
    <>
      <FormRow label="Documentation" required>
        <FormSelectField
          name="documentationType"
          control={control}
          label="Documentation type"
          required
          options={DOCUMENTATION_TYPES.map((value) => ({ value, label: DOCUMENTATION_TYPE_LABELS[value] }))}
        />
      </FormRow>
      <FormRow label="Document" required>
        <FileUploadField
          label="Proof of Sustainability or Compliance"
          rule={ISSUE_UPLOAD_RULE}
          value={files}
          onChange={(chosen) => {
            field.onChange(chosen.length > 1 ? chosen : (chosen[0] ?? null));
            onDocumentChosen?.(chosen.length === 1 ? chosen[0]! : null);
          }}
          onBlur={field.onBlur}
          required
          error={fieldState.error?.message ?? documentInUse?.(field.value) ?? undefined}
        />
      </FormRow>
    </>
  );
}
