import { PassThrough, type Readable } from 'node:stream';
import { inTransaction } from '../../db/transaction';
import { once } from 'node:events';
import {
  INVOICE_STATUS_LABELS,
  centsToDecimalText,
  type InvoiceExportFormat,
  type InvoiceStatus,
} from '@safc/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, invoices } from '../../db/schema';
import { forEachRowBatch } from '../../db/stream-rows';
import { loadExcelJS } from '../../lib/excel';
import { csvLine } from '../public/csv';
import type { Caller } from '../users/caller';
import { invoiceOrder, invoiceWhere, type InvoiceFilters } from './invoice-filters';
import { lineCountOf } from './list-invoices';

interface ExportRow extends Record<string, unknown> {
  number: string | null;
  company_name: string;
  period_start: string;
  period_end: string;
  status: InvoiceStatus;
  total_cents: string;
  line_count: number;
  issued_on: string | null;
  due_on: string | null;
  paid_on: string | null;
  payment_reference: string | null;
}

interface ExportColumn {
  header: string;
  value: (row: ExportRow) => string | number | null;
  width: number;
  /** A spreadsheet number with its display format, where the CSV writes text. */
  cell?: { value: (row: ExportRow) => number; numFmt: string };
}

/**
 * The columns of both files. Amounts twice: dollars to read (in a spreadsheet a number, which is a binary
 * float there whatever we do) and integer cents, exact, to compute with.
 */
const COLUMNS: ExportColumn[] = [
  { header: 'Number', value: (row) => row.number, width: 18 },
  { header: 'Company', value: (row) => row.company_name, width: 36 },
  { header: 'Period start', value: (row) => row.period_start, width: 13 },
  { header: 'Period end', value: (row) => row.period_end, width: 13 },
  { header: 'Status', value: (row) => INVOICE_STATUS_LABELS[row.status], width: 10 },
  {
    header: 'Total (USD)',
    value: (row) => centsToDecimalText(Number(row.total_cents)),
    width: 14,
    cell: { value: (row) => Number(centsToDecimalText(Number(row.total_cents))), numFmt: '#,##0.00' },
  },
  { header: 'Total (cents)', value: (row) => Number(row.total_cents), width: 14 },
  { header: 'Lines', value: (row) => row.line_count, width: 8 },
  { header: 'Issued', value: (row) => row.issued_on, width: 12 },
  { header: 'Due', value: (row) => row.due_on, width: 12 },
  { header: 'Paid', value: (row) => row.paid_on, width: 12 },
  { header: 'Payment reference', value: (row) => row.payment_reference, width: 24 },
];

const EXPORT_BATCH = 1000;

export interface InvoiceExport {
  stream: Readable;
  contentType: string;
  fileName: string;
}

/**
 * GET /api/billing/invoices/export: every invoice the caller may see under the table's filters and order,
 * as CSV or XLSX (exceljs' streaming writer). Rows go from a database cursor to the answer in batches,
 * waiting for the client to read, so memory does not grow with the table.
 */
export function exportInvoices(
  db: Db,
  caller: Caller,
  filters: InvoiceFilters,
  format: InvoiceExportFormat,
): InvoiceExport {
  // Permission and filter checks throw here, before any byte is sent.
  const where = invoiceWhere(caller, filters);
  const query = db
    .select({
      number: invoices.number,
      // Aliased: the cursor reads the SQL's own column names, and companies.name alone would come back as
      // "name" (the Company column was empty in every file, issue 45 item 2).
      company_name: sql<string>`${companies.name}`.as('company_name'),
      period_start: invoices.periodStart,
      period_end: invoices.periodEnd,
      status: invoices.status,
      total_cents: invoices.totalCents,
      line_count: lineCountOf.as('line_count'),
      issued_on: invoices.issuedOn,
      due_on: invoices.dueOn,
      paid_on: invoices.paidOn,
      payment_reference: invoices.paymentReference,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where)
    .orderBy(...invoiceOrder(filters))
    .getSQL();
  const out = new PassThrough();
  const write = async (chunk: string) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  const openWorkbook = async () => {
    if (format !== 'xlsx') return null;
    const ExcelJS = await loadExcelJS();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet('Invoices', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = COLUMNS.map(({ header, width, cell }) => ({
      header,
      width,
      ...(cell ? { style: { numFmt: cell.numFmt } } : {}),
    }));
    return { workbook, sheet };
  };

  void openWorkbook()
    .then(async (xlsx) => {
      await inTransaction(db, async (tx) => {
        if (!xlsx) await write(csvLine(COLUMNS.map((column) => column.header)));
        await forEachRowBatch<ExportRow>(tx, query, EXPORT_BATCH, async (rows) => {
          for (const row of rows) {
            if (xlsx) xlsx.sheet.addRow(COLUMNS.map((column) => (column.cell ?? column).value(row))).commit();
            else await write(csvLine(COLUMNS.map((column) => column.value(row))));
          }
        });
      });
      if (xlsx) {
        xlsx.sheet.commit();
        await xlsx.workbook.commit();
      } else out.end();
    })
    .catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));

  const stamp = new Date().toISOString().slice(0, 10);
  return {
    stream: out,
    contentType:
      format === 'xlsx'
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv; charset=utf-8',
    fileName: `safc-invoices-${stamp}.${format}`,
  };
}
