import { z } from 'zod';
import { booleanField, optionalIdField } from '../forms/fields';
import { billingPeriodFields, periodInOrder } from './billing-period';
import { centsField } from './money';

/**
 * POST /api/billing/invoices/generate: a preview (confirm false) or the invoices themselves (confirm true)
 * for a period, for every company or one. A confirmation may repeat the preview's figures: if the billable
 * events changed meanwhile, nothing is created and the administrator previews again.
 */
export const invoiceGenerationSchema = periodInOrder(
  z.object({
    ...billingPeriodFields,
    companyId: optionalIdField().describe('Only this company; every company when left out'),
    confirm: booleanField().default(false).describe('false: preview only; true: create the draft invoices'),
    expected: z
      .object({ lines: z.number().int().min(0), totalCents: centsField() })
      .optional()
      .describe("The preview's line count and total; when they no longer match, 409 and nothing is created"),
  }),
);
export type InvoiceGeneration = z.infer<typeof invoiceGenerationSchema>;
