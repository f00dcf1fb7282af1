import type { FieldErrors, FieldValues } from 'react-hook-form';
import { ISSUE_FORM_GROUPS, type IssueFormGroup } from '@safc/domain';

/** Step 1's tabs, in the spec's order, each holding one group of the issue form. */
export const WIZARD_TABS: readonly { group: IssueFormGroup; label: string }[] = [
  { group: 'batch', label: 'Batch' },
  { group: 'blending', label: 'Blending' },
  { group: 'supplier', label: 'Supplier' },
  { group: 'certification', label: 'Certification' },
  { group: 'product', label: 'Product information' },
  { group: 'greenhouseGas', label: 'Greenhouse gas information' },
];

export const WIZARD_STEPS = ['Questions', 'Results'] as const;

/** The tab to show after a refused "Next": the first one holding an error, if any does. */
export function firstTabWithErrors(errors: FieldErrors<FieldValues>): number | null {
  const index = WIZARD_TABS.findIndex(({ group }) => errors[group] !== undefined);
  return index === -1 ? null : index;
}

export const groupsWithErrors = (errors: FieldErrors<FieldValues>): IssueFormGroup[] =>
  ISSUE_FORM_GROUPS.filter((group) => errors[group] !== undefined);
