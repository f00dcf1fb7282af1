import type { IssueRequest } from '@safc/domain';

/**
 * The groups of an issue form as it was submitted, which the unit view and the issuance view both show: the
 * API keeps the form exactly as the issue form's schema parsed it (storedIssueForm, storedUnitDetail).
 */
export type SubmittedIssueForm = Pick<
  IssueRequest,
  'batch' | 'blending' | 'supplier' | 'certification' | 'product' | 'greenhouseGas'
>;
