import { randomUUID } from 'node:crypto';
import type { BillingPeriod, FeeKind } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { invoiceLines } from '../../db/schema';
import { invoices } from '../../db/schema';
import { type NewEvent, recordEvents, type EventTx } from '../events/record-events';

type NewLine = typeof invoiceLines.$inferInsert;
export type NewInvoiceLine = Omit<NewLine, 'invoiceId' | 'position'>;

interface DraftInvoice {
  id: string;
  companyId: string;
  lines: number;
  totalCents: number;
  /** The total its row was inserted with; an update follows when lines arrive after that. */
  writtenTotalCents: number | null;
}

/**
 * One statement per batch, the rows sent as one JSON parameter that PostgreSQL unpacks: a VALUES list of
 * 2,000 rows × 13 columns (26,000 parameters) took about 1.5 s per batch to parse and plan; this takes a
 * few milliseconds, on both drivers.
 */
async function insertLines(tx: EventTx, lines: NewLine[]): Promise<void> {
  const rows = JSON.stringify(
    lines.map((line) => ({ ...line, occurrence: line.occurrence ?? 0, accountId: line.accountId ?? null })),
  );
  await tx.execute(sql`
    insert into invoice_lines (invoice_id, position, kind, description, quantity, unit_cents, amount_cents,
                               fee_schedule_id, fee_version, event_id, occurrence, billed_on, account_id)
    select "invoiceId", "position", "kind", "description", "quantity", "unitCents", "amountCents",
           "feeScheduleId", "feeVersion", "eventId", "occurrence", "billedOn", "accountId"
      from jsonb_to_recordset(${rows}::jsonb) as line(
             "invoiceId" uuid, "position" int4, "kind" fee_kind, "description" text, "quantity" numeric(20,3),
             "unitCents" int8, "amountCents" int8, "feeScheduleId" uuid, "feeVersion" int4, "eventId" uuid,
             "occurrence" int2, "billedOn" date, "accountId" uuid)`);
}

/** Lines per multi-row insert: 2,000 lines of 14 values stay well under PostgreSQL's 65,535 parameters. */
const FLUSH_LINES = 2000;

/**
 * Writes the draft invoices of a generation as the billable rows stream by, a company at a time: invoices
 * and lines are inserted in multi-row batches, so memory holds one batch, not the period. Ids are made
 * here so a batch of lines can go in with the invoices it belongs to.
 */
export function invoiceWriter(tx: EventTx, period: BillingPeriod, createdBy: string) {
  const pendingInvoices: DraftInvoice[] = [];
  let pendingLines: NewLine[] = [];
  let pendingEvents: NewEvent[] = [];
  let current: DraftInvoice | null = null;

  async function flush(): Promise<void> {
    const unwritten = pendingInvoices.filter((invoice) => invoice.writtenTotalCents === null);
    if (unwritten.length > 0) {
      await tx.insert(invoices).values(
        unwritten.map((invoice) => ({
          id: invoice.id,
          companyId: invoice.companyId,
          periodStart: period.periodStart,
          periodEnd: period.periodEnd,
          totalCents: invoice.totalCents,
          createdBy,
        })),
      );
      for (const invoice of unwritten) invoice.writtenTotalCents = invoice.totalCents;
    }
    if (pendingLines.length > 0) await insertLines(tx, pendingLines);
    await recordEvents(tx, pendingEvents);
    pendingLines = [];
    pendingEvents = [];
    // Only the invoice still receiving lines stays; finished ones are written with their final total.
    pendingInvoices.splice(0, pendingInvoices.length, ...(current ? [current] : []));
  }

  async function finishCurrent(): Promise<void> {
    const invoice = current;
    if (!invoice) return;
    current = null;
    if (invoice.writtenTotalCents !== null && invoice.writtenTotalCents !== invoice.totalCents) {
      await tx
        .update(invoices)
        .set({ totalCents: invoice.totalCents })
        .where(sql`${invoices.id} = ${invoice.id}`);
    }
    pendingEvents.push({
      type: 'InvoiceGenerated',
      actorId: createdBy,
      companyId: invoice.companyId,
      entityType: 'invoice',
      entityId: invoice.id,
      payload: { ...period, lines: invoice.lines, totalCents: invoice.totalCents },
    });
  }

  return {
    /** Adds a line to the company's draft, starting a new draft when the company changes. */
    async add(
      companyId: string,
      line: NewInvoiceLine & { kind: FeeKind; amountCents: number },
    ): Promise<string> {
      if (current?.companyId !== companyId) {
        await finishCurrent();
        current = { id: randomUUID(), companyId, lines: 0, totalCents: 0, writtenTotalCents: null };
        pendingInvoices.push(current);
      }
      current.lines += 1;
      current.totalCents += line.amountCents;
      pendingLines.push({ ...line, invoiceId: current.id, position: current.lines });
      if (pendingLines.length >= FLUSH_LINES) await flush();
      return current.id;
    },
    /** Writes what is left; call once, after the last line. */
    async close(): Promise<void> {
      await finishCurrent();
      await flush();
    },
  };
}
