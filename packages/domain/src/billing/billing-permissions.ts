import type { InvoiceStatus } from '../catalogues/statuses';
import { can } from '../permissions/can';
import type { PermissionContext } from '../permissions/permission-vocabulary';

// Platform spec §6: registry administrators have everything on Billing; an active company representative
// has "view billing" for their own company. Billing's operations map onto those actions once, here.

export const BILLING_OPERATIONS = {
  /** See the fee schedule and the invoice list. */
  view: 'View',
  /** Save a new version of the fee schedule. */
  editFees: 'Edit',
  /** Generate invoices for a period. */
  generate: 'Create',
  /** Issue, mark paid or void an invoice. */
  moveInvoice: 'Manage',
} as const;
export type BillingOperation = keyof typeof BILLING_OPERATIONS;

/** Whether the caller may do a billing operation (for invoices of a company: pass its id). */
export const canBill = (ctx: PermissionContext, operation: BillingOperation, companyId?: string): boolean =>
  can(ctx, BILLING_OPERATIONS[operation], 'Billing', companyId ? { companyId } : {});

/**
 * Whether the caller may open an invoice: administrators any; a company representative those of their
 * selected company once issued (a draft is the registry's work in progress, never shown to the company).
 */
export function canViewInvoice(
  ctx: PermissionContext,
  invoice: { companyId: string; status: InvoiceStatus },
) {
  if (canBill(ctx, 'moveInvoice')) return true;
  return invoice.status !== 'draft' && canBill(ctx, 'view', invoice.companyId);
}

/** The statuses a caller's invoice list may hold. */
export const visibleInvoiceStatuses = (ctx: PermissionContext): InvoiceStatus[] =>
  canBill(ctx, 'moveInvoice') ? ['draft', 'issued', 'paid', 'void'] : ['issued', 'paid', 'void'];
