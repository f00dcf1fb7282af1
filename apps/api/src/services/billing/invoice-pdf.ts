import {
  FEE_KIND_UNITS,
  INVOICE_STATUS_LABELS,
  formatDate,
  formatMoney,
  formatNumber,
  periodLabel,
  type Invoice,
  type InvoiceParty,
} from '@safc/domain';
import { createPdfDocument, type PdfDocument } from '../../pdf/pdf-document';
import { PDF_INK, PDF_MUTED, PDF_RULE, drawFacts } from '../../pdf/pdf-facts';
import { watermarkEveryPage } from '../../pdf/pdf-watermark';

const INK = PDF_INK;
const MUTED = PDF_MUTED;
const RULE = PDF_RULE;

/** Column x positions and widths of the lines table, on an A4 page with 50 pt margins (495 pt wide). */
const COLUMNS = {
  description: { x: 50, width: 265 },
  quantity: { x: 320, width: 70 },
  unit: { x: 395, width: 70 },
  amount: { x: 470, width: 75 },
} as const;

function party(
  doc: PdfDocument,
  title: string,
  who: InvoiceParty,
  x: number,
  y: number,
  width: number,
): number {
  doc.font('bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, y, { width });
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(who.name, x, doc.y + 2, { width });
  doc.font('regular').fontSize(9.5);
  for (const line of [...who.addressLines, who.email, who.website]) {
    if (line) doc.text(line, x, doc.y, { width });
  }
  return doc.y;
}

function facts(doc: PdfDocument, invoice: Invoice, x: number, y: number, width: number): number {
  const rows: [string, string][] = [
    ['Invoice number', invoice.number ?? 'Not issued (draft)'],
    ['Status', INVOICE_STATUS_LABELS[invoice.status]],
    ['Period', periodLabel(invoice)],
  ];
  if (invoice.issuedOn) rows.push(['Issued', formatDate(invoice.issuedOn)]);
  if (invoice.dueOn) rows.push(['Due', formatDate(invoice.dueOn)]);
  if (invoice.paidOn)
    rows.push(['Paid', `${formatDate(invoice.paidOn)} (ref. ${invoice.paymentReference ?? ''})`]);
  if (invoice.voidedOn) rows.push(['Void since', formatDate(invoice.voidedOn)]);
  return drawFacts(doc, rows, { x, y, width, labelWidth: 90 });
}

function tableHeader(doc: PdfDocument, y: number): number {
  doc.font('bold').fontSize(9).fillColor(MUTED);
  doc.text('Description', COLUMNS.description.x, y, { width: COLUMNS.description.width });
  doc.text('Quantity', COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
  doc.text('Unit price', COLUMNS.unit.x, y, { width: COLUMNS.unit.width, align: 'right' });
  doc.text('Amount', COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: 'right' });
  const bottom = y + 14;
  doc.moveTo(50, bottom).lineTo(545, bottom).lineWidth(0.8).strokeColor(RULE).stroke();
  return bottom + 6;
}

function lines(doc: PdfDocument, invoice: Invoice, top: number): number {
  let y = tableHeader(doc, top);
  const pageBottom = doc.page.height - doc.page.margins.bottom - 40;
  for (const line of invoice.lines) {
    doc.font('regular').fontSize(9.5);
    const height = doc.heightOfString(line.description, { width: COLUMNS.description.width }) + 6;
    if (y + height > pageBottom) {
      doc.addPage();
      y = tableHeader(doc, doc.page.margins.top);
      doc.font('regular').fontSize(9.5);
    }
    doc.fillColor(INK).text(line.description, COLUMNS.description.x, y, { width: COLUMNS.description.width });
    const quantity = `${formatNumber(line.quantity)} ${FEE_KIND_UNITS[line.kind]}`;
    doc.text(quantity, COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
    doc.text(formatMoney(line.unitCents), COLUMNS.unit.x, y, { width: COLUMNS.unit.width, align: 'right' });
    doc.text(formatMoney(line.amountCents), COLUMNS.amount.x, y, {
      width: COLUMNS.amount.width,
      align: 'right',
    });
    y += height;
  }
  doc.moveTo(50, y).lineTo(545, y).lineWidth(0.8).strokeColor(RULE).stroke();
  return y + 8;
}

/**
 * The invoice as a PDF (issue 9): the registry as issuer, the company billed, number, dates, period, the
 * lines and the total; a DRAFT or VOID watermark on every page where it applies. The caller ends it.
 */
export function drawInvoicePdf(invoice: Invoice): PdfDocument {
  const title = invoice.number ? `Invoice ${invoice.number}` : 'Draft invoice';
  const doc = createPdfDocument({ title, subject: `${invoice.billedTo.name}, ${periodLabel(invoice)}` });
  if (invoice.status === 'draft') watermarkEveryPage(doc, 'DRAFT');
  if (invoice.status === 'void') watermarkEveryPage(doc, 'VOID');

  doc.font('bold').fontSize(20).fillColor(INK).text(title, 50, 50);
  const partiesTop = doc.y + 16;
  const issuerBottom = party(doc, 'From', invoice.issuer, 50, partiesTop, 240);
  const billedBottom = party(doc, 'Billed to', invoice.billedTo, 305, partiesTop, 240);
  const factsBottom = facts(doc, invoice, 50, Math.max(issuerBottom, billedBottom) + 18, 495);

  let y = lines(doc, invoice, factsBottom + 18);
  if (y > doc.page.height - doc.page.margins.bottom - 60) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  doc.font('bold').fontSize(12).fillColor(INK);
  doc.text('Total (USD)', COLUMNS.unit.x - 80, y, { width: 150, align: 'right' });
  doc.text(formatMoney(invoice.totalCents), COLUMNS.amount.x, y, {
    width: COLUMNS.amount.width,
    align: 'right',
  });
  y = doc.y + 18;
  if (invoice.voidReason) {
    doc.font('bold').fontSize(9.5).fillColor(INK).text('Void: ', 50, y, { continued: true });
    doc.font('regular').text(invoice.voidReason, { width: 495 });
    y = doc.y + 8;
  }
  const versions = [...new Set(invoice.lines.map((line) => line.feeVersion))].sort((a, b) => a - b);
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  doc.text(
    `Fees as set by the registry's fee schedule (version ${versions.join(', ')}). Amounts in US dollars; ` +
      'per-tonne fees are rounded once per line, half-up to the cent.',
    50,
    y,
    { width: 495 },
  );
  return doc;
}
