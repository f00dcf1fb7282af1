// The registry's form building blocks, shared by every feature's forms.
export { useDomainForm } from './use-domain-form';
export type { FormControl } from './form-control';
export {
  FormSection,
  FormRow,
  REQUIRED_FIELDS_NOTE,
  type FormSectionProps,
  type FormRowProps,
} from './form-section';
export { FormTextField } from './form-text-field';
export { FormSelectField, NO_OPTIONS, type FormOption } from './form-select-field';
export { FormAutocompleteField } from './form-autocomplete-field';
export { FormCountryField } from './form-country-field';
export { FormDateField } from './form-date-field';
export { FileUploadField, describeRule } from './file-upload-field';
export { FormFileUploadField } from './form-file-upload-field';
export { DROP_AREA_TEXT } from './file-drop-area';
export { TextDialog, type TextDialogProps } from './reason-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { FormDialog, changeOutcome, type FormDialogProps } from './form-dialog';
export { CompanyInformationFields } from './company-information-fields';
export { fieldErrorsOf, showServerErrors } from './server-field-errors';
