import { periodAround } from '@safc/domain';
import { generateInvoicesIn } from '../../services/billing/generate-invoices';
import { applyInvoiceMove } from '../../services/billing/move-invoice';
import type { DemoCompanies } from './seed-companies';
import type { DemoPeople } from './seed-people';
import type { EventTx } from '../../services/events/record-events';

/**
 * Billing has something to show on a fresh start (issue 9): this month's invoices of both demo companies,
 * generated from the demo's events through the registry's own generator. Nordic's is issued and awaits
 * payment; SkyWays' is issued and paid. No e-mail is sent for the demo.
 */
export async function seedBilling(
  tx: EventTx,
  people: DemoPeople,
  companies: DemoCompanies,
  now: Date,
): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const period = periodAround('month', today);
  const invoiceOf = async (companyId: string) => {
    const result = await generateInvoicesIn(tx, people.admin, { ...period, companyId, confirm: true });
    const invoiceId = result.companies[0]?.invoiceId;
    if (!invoiceId) throw new Error('seedBilling: the demo company has nothing to bill');
    await applyInvoiceMove(tx, people.admin, invoiceId, { status: 'issued' }, today);
    return invoiceId;
  };
  await invoiceOf(companies.nordic);
  const skyWays = await invoiceOf(companies.skyWays);
  await applyInvoiceMove(
    tx,
    people.admin,
    skyWays,
    { status: 'paid', paidOn: today, paymentReference: 'SKYWAYS-REMITTANCE-0001' },
    today,
  );
}
