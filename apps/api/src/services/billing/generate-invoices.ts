import {
  Decimal,
  invoiceLineDescription,
  lineAmountCents,
  sumCents,
  type FeeKind,
  type GenerationCompany,
  type InvoiceGeneration,
  type InvoiceGenerationResult,
} from '@safc/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies } from '../../db/schema';
import { forEachRowBatch } from '../../db/stream-rows';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../users/caller';
import { lockBilling, requireBilling } from './billing-access';
import { billableItemsQuery, type BillableItemRow } from './billable-items';
import { invoiceWriter } from './invoice-writer';
import { eventTransaction, type EventTx } from '../events/record-events';

const FETCH_ROWS = 2000;

interface CompanyTally {
  summary: GenerationCompany;
  byKind: Map<FeeKind, { lines: number; quantity: Decimal; amountCents: number }>;
}

function tallyOf(row: BillableItemRow): CompanyTally {
  return {
    summary: {
      companyId: row.company_id,
      companyName: row.company_name,
      invoiceId: null,
      lines: 0,
      totalCents: 0,
      byKind: [],
    },
    byKind: new Map(),
  };
}

function summaryOf({ summary, byKind }: CompanyTally): GenerationCompany {
  return {
    ...summary,
    byKind: [...byKind].map(([kind, kindTally]) => ({
      kind,
      lines: kindTally.lines,
      quantity: kindTally.quantity.toFixed(3),
      amountCents: kindTally.amountCents,
    })),
  };
}

/**
 * POST /api/billing/invoices/generate: previews or creates the draft invoices of a period from the event
 * log, one per company with something to bill. Rows stream through a cursor and are written in batches,
 * so memory stays bounded whatever the period holds; everything happens in one transaction, so a
 * confirmation creates all of its invoices or none.
 */
export async function generateInvoices(
  db: Db,
  caller: Caller,
  request: InvoiceGeneration,
): Promise<InvoiceGenerationResult> {
  requireBilling(caller, 'generate');
  // A preview records nothing, so its seal finds nothing to chain.
  return eventTransaction(db, (tx) => generateInvoicesIn(tx, caller.user.id, request));
}

/** The generation itself, inside the caller's transaction (the demo seed runs it in its own). */
export async function generateInvoicesIn(
  tx: EventTx,
  createdBy: string,
  request: InvoiceGeneration,
): Promise<InvoiceGenerationResult> {
  const period = { periodStart: request.periodStart, periodEnd: request.periodEnd };
  if (request.companyId) await requireCompany(tx, request.companyId);
  // A preview takes the lock too, so it reads a settled state rather than half of a running generation.
  await lockBilling(tx);
  // The period's rows are sorted by company once: in memory (100,000 rows take about 40 MB) rather than
  // in temporary files on disk, for this transaction only.
  await tx.execute(sql`set local work_mem = '64MB'`);
  const writer = request.confirm ? invoiceWriter(tx, period, createdBy) : null;
  const tallies: CompanyTally[] = [];
  await forEachRowBatch<BillableItemRow>(
    tx,
    billableItemsQuery(period, request.companyId),
    FETCH_ROWS,
    async (rows) => {
      for (const row of rows) {
        let tally = tallies.at(-1);
        if (tally?.summary.companyId !== row.company_id) {
          tally = tallyOf(row);
          tallies.push(tally);
        }
        const unitCents = Number(row.unit_cents);
        const amountCents = lineAmountCents(row.quantity, unitCents);
        tally.summary.lines += 1;
        tally.summary.totalCents += amountCents;
        const kindTally = tally.byKind.get(row.kind) ?? {
          lines: 0,
          quantity: new Decimal(0),
          amountCents: 0,
        };
        kindTally.lines += 1;
        kindTally.quantity = kindTally.quantity.plus(row.quantity);
        kindTally.amountCents += amountCents;
        tally.byKind.set(row.kind, kindTally);
        if (!writer) continue;
        tally.summary.invoiceId = await writer.add(row.company_id, {
          kind: row.kind,
          description: invoiceLineDescription({
            kind: row.kind,
            billedOn: row.billed_on,
            accountName: row.account_name,
            accountType: row.account_type,
            serial: row.serial,
          }),
          quantity: row.quantity,
          unitCents,
          amountCents,
          feeScheduleId: row.fee_schedule_id,
          feeVersion: row.fee_version,
          eventId: row.event_id,
          occurrence: row.occurrence,
          billedOn: row.billed_on,
          accountId: row.account_id,
        });
      }
    },
  );
  await writer?.close();
  const result: InvoiceGenerationResult = {
    ...period,
    confirmed: request.confirm,
    companies: tallies.map(summaryOf),
    lines: tallies.reduce((sum, tally) => sum + tally.summary.lines, 0),
    totalCents: sumCents(tallies.map((tally) => tally.summary.totalCents)),
  };
  const { expected } = request;
  if (
    request.confirm &&
    expected &&
    (expected.lines !== result.lines || expected.totalCents !== result.totalCents)
  ) {
    throw AppError.conflict('What is billable in this period changed since the preview: preview again', {
      'body.expected': 'No longer matches the billable events',
      lines: result.lines,
      totalCents: result.totalCents,
    });
  }
  return result;
}

async function requireCompany(tx: Tx, companyId: string): Promise<void> {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) {
    throw new AppError('unprocessable', 'There is no company with this id', {
      'body.companyId': 'Unknown company',
    });
  }
}
