import {
  canMoveInvoice,
  invoiceDueOn,
  invoiceNumber,
  paidOnProblem,
  type Invoice,
  type InvoiceMove,
  type InvoiceUpdatedPayload,
} from '@safc/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import { companies, invoiceLines, invoices } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Caller, Registry } from '../users/caller';
import { requireBilling, utcDay } from './billing-access';
import { billedToOf } from './invoice-parties';
import { loadInvoice } from './invoice-views';
import { representativeEmails, sendInvoiceMail } from './send-invoice-mail';
import { eventTransaction, recordEvents, type EventTx } from '../events/record-events';

const MOVE_WORDS = { issued: 'issued', paid: 'marked paid', void: 'voided' } as const;

/**
 * The next number of the year, under the counter row's lock until commit: a rolled-back issue gives its
 * number back, so numbers have no gaps, and two issues at once queue rather than share a number.
 */
async function nextInvoiceNumber(tx: EventTx, year: number): Promise<string> {
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into invoice_number_counters (year, last_number) values (${year}, 1)
        on conflict (year) do update set last_number = invoice_number_counters.last_number + 1
        returning last_number::int4 as last_number`,
  );
  if (!row) throw new Error('nextInvoiceNumber: the counter was not returned');
  return invoiceNumber(year, row.last_number);
}

/**
 * PATCH /api/billing/invoices/{id}: an administrator issues (numbered, e-mailed to the company's
 * representatives), marks paid or voids an invoice (issue 9). Each move is one event in the log; voiding
 * frees the invoice's events for the next generation.
 */
export async function moveInvoice(
  registry: Registry,
  caller: Caller,
  id: string,
  move: InvoiceMove,
  now = new Date(),
): Promise<Invoice> {
  requireBilling(caller, 'moveInvoice');
  const recipients = await eventTransaction(registry.db, (tx) =>
    applyInvoiceMove(tx, caller.user.id, id, move, utcDay(now)),
  );
  const moved = await loadInvoice(registry.db, registry.config, null, id);
  if (move.status === 'issued') {
    await registry.afterCommit((committed) => sendInvoiceMail(committed, moved, recipients));
  }
  return moved;
}

/**
 * One move inside the caller's transaction (the demo seed runs it in its own); answers the addresses an
 * issued invoice goes to, which the caller mails once committed.
 */
export async function applyInvoiceMove(
  tx: EventTx,
  actorId: string,
  id: string,
  move: InvoiceMove,
  today: string,
): Promise<string[]> {
  const [found] = await tx
    .select({ invoice: invoices, company: companies })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(eq(invoices.id, id))
    .for('update', { of: invoices });
  if (!found) throw AppError.notFound('Invoice not found');
  const { invoice, company } = found;
  if (!canMoveInvoice(invoice.status, move.status)) {
    throw AppError.conflict(`A ${invoice.status} invoice cannot be ${MOVE_WORDS[move.status]}`, {
      status: invoice.status,
      'body.status': `Not allowed from ${invoice.status}`,
    });
  }
  let payload: InvoiceUpdatedPayload;
  let mailTo: string[] = [];
  if (move.status === 'issued') {
    const number = await nextInvoiceNumber(tx, Number(today.slice(0, 4)));
    const dueOn = invoiceDueOn(today);
    mailTo = await representativeEmails(tx, invoice.companyId);
    await tx
      .update(invoices)
      .set({
        status: 'issued',
        number,
        issuedOn: today,
        dueOn,
        issuedBy: actorId,
        billedTo: billedToOf(company),
      })
      .where(eq(invoices.id, id));
    payload = {
      status: 'issued',
      from: invoice.status,
      number,
      issuedOn: today,
      dueOn,
      totalCents: invoice.totalCents,
      mailedTo: mailTo,
    };
  } else if (move.status === 'paid') {
    const problem = paidOnProblem(move.paidOn, { issuedOn: invoice.issuedOn ?? today, today });
    if (problem) throw new AppError('unprocessable', `paidOn: ${problem}`, { 'body.paidOn': problem });
    await tx
      .update(invoices)
      .set({
        status: 'paid',
        paidOn: move.paidOn,
        paymentReference: move.paymentReference,
        paidRecordedBy: actorId,
      })
      .where(eq(invoices.id, id));
    payload = {
      status: 'paid',
      from: invoice.status,
      number: invoice.number ?? '',
      paidOn: move.paidOn,
      paymentReference: move.paymentReference,
    };
  } else {
    await tx
      .update(invoices)
      .set({ status: 'void', voidedOn: today, voidReason: move.reason, voidedBy: actorId })
      .where(eq(invoices.id, id));
    // The events it billed are free again: the next generation bills them on a new invoice.
    await tx.update(invoiceLines).set({ voided: true }).where(eq(invoiceLines.invoiceId, id));
    payload = { status: 'void', from: invoice.status, number: invoice.number, reason: move.reason };
  }
  await recordEvents(tx, [
    {
      type: 'InvoiceUpdated',
      actorId,
      companyId: invoice.companyId,
      entityType: 'invoice',
      entityId: id,
      payload,
    },
  ]);
  return mailTo;
}
