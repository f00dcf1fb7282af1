import {
  CO2E_ABATED_LABEL,
  CO2E_ABATED_NOTE,
  NOTHING,
  formatDate,
  publicUnitUrl,
  tonnesText,
} from '@safc/domain';
import { createPdfDocument, type PdfDocument } from '../../pdf/pdf-document';
import { PDF_INK, PDF_MUTED, PDF_RULE, drawFacts } from '../../pdf/pdf-facts';
import type { Scope3Statement, StatementUnit } from './scope-3-statement';

const LEFT = 50;
const RIGHT = 545;

/** Columns of the units table on an A4 page with 50 pt margins (495 pt wide). */
const COLUMNS = {
  unit: { x: 50, width: 235 },
  claimed: { x: 290, width: 75 },
  volume: { x: 370, width: 82 },
  co2: { x: 457, width: 88 },
} as const;

function rule(doc: PdfDocument, y: number): void {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.8).strokeColor(PDF_RULE).stroke();
}

function tableHeader(doc: PdfDocument, y: number): number {
  doc.font('bold').fontSize(9).fillColor(PDF_MUTED);
  doc.text('Unit and its public page', COLUMNS.unit.x, y, { width: COLUMNS.unit.width });
  doc.text('Claimed on', COLUMNS.claimed.x, y, { width: COLUMNS.claimed.width });
  doc.text('Neat SAF', COLUMNS.volume.x, y, { width: COLUMNS.volume.width, align: 'right' });
  // Two lines: the column is narrow, and the figure must not read as a CORSIA reduction (decision 023).
  doc.text('CO2e abated\n(well-to-wake)', COLUMNS.co2.x, y, { width: COLUMNS.co2.width, align: 'right' });
  const bottom = doc.y;
  rule(doc, bottom + 3);
  return bottom + 9;
}

/** One unit: its serial (and feedstock) over its public address, which is a link in the file too. */
function unitRow(doc: PdfDocument, unit: StatementUnit, y: number, publicUrl: string): number {
  const link = publicUnitUrl(publicUrl, unit.serial);
  doc.font('bold').fontSize(9.5).fillColor(PDF_INK);
  doc.text(unit.serial, COLUMNS.unit.x, y, { width: COLUMNS.unit.width });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(PDF_MUTED)
    .text(unit.feedstock ?? NOTHING, COLUMNS.unit.x, doc.y, { width: COLUMNS.unit.width });
  doc
    .fillColor('#0b5d52')
    .text(link, COLUMNS.unit.x, doc.y, { width: COLUMNS.unit.width, link, lineBreak: false });
  const bottom = doc.y;
  doc.font('regular').fontSize(9.5).fillColor(PDF_INK);
  doc.text(formatDate(unit.claimedAt), COLUMNS.claimed.x, y, { width: COLUMNS.claimed.width });
  doc.text(tonnesText(unit.volume), COLUMNS.volume.x, y, { width: COLUMNS.volume.width, align: 'right' });
  doc.text(tonnesText(unit.co2Abated), COLUMNS.co2.x, y, { width: COLUMNS.co2.width, align: 'right' });
  return bottom + 7;
}

/**
 * The Scope 3 statement of a company for a claim year (issue 10): what a corporate buyer attaches to its
 * emissions report. Totals first (tonnes of neat SAF and CO2e, exact), then every claimed SAFcE unit with
 * its public page, where anyone can check the claim. Runs over as many pages as the units need, the table's
 * header repeated. The caller ends the document.
 */
export function drawScope3Statement(statement: Scope3Statement, publicUrl: string): PdfDocument {
  const { company, year, units, totals } = statement;
  const doc = createPdfDocument({
    title: `Scope 3 statement ${year}, ${company.name}`,
    subject: `Claimed SAFcE of ${company.name} for ${year}`,
  });
  doc.font('bold').fontSize(10).fillColor(PDF_MUTED).text('SAFc REGISTRY', LEFT, 50);
  doc
    .font('bold')
    .fontSize(22)
    .fillColor(PDF_INK)
    .text(`Scope 3 statement ${year}`, LEFT, doc.y + 4);
  doc
    .font('bold')
    .fontSize(13)
    .text(company.name, LEFT, doc.y + 2, { width: RIGHT - LEFT });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(PDF_INK)
    .text(
      `The SAFcE units that ${company.name} holds claimed (retired) in the SAFc Registry with the claim ` +
        `year ${year}. A claimed unit can never be transferred or claimed again; each unit's public page ` +
        "shows its claim and checks it against the registry's signed public log.",
      LEFT,
      doc.y + 8,
      { width: RIGHT - LEFT },
    );
  let y = drawFacts(
    doc,
    [
      ['Claimed SAFcE units', String(units.length)],
      ['Tonnes of neat SAF', tonnesText(totals.volume)],
      [CO2E_ABATED_LABEL, tonnesText(totals.co2Abated)],
      ['Statement drawn on', formatDate(new Date())],
    ],
    { x: LEFT, y: doc.y + 12, width: RIGHT - LEFT, labelWidth: 130 },
  );
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(PDF_MUTED)
    .text(CO2E_ABATED_NOTE, LEFT, y + 6, { width: RIGHT - LEFT });
  y = doc.y;

  y = tableHeader(doc, y + 16);
  if (units.length === 0) {
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(PDF_MUTED)
      .text(`No SAFcE was claimed for ${year} in the accounts you may view.`, LEFT, y);
    y = doc.y + 6;
  }
  const pageBottom = doc.page.height - doc.page.margins.bottom - 20;
  for (const unit of units) {
    if (y + 40 > pageBottom) {
      doc.addPage();
      y = tableHeader(doc, doc.page.margins.top);
    }
    y = unitRow(doc, unit, y, publicUrl);
  }
  rule(doc, y);
  doc.font('bold').fontSize(9.5).fillColor(PDF_INK);
  doc.text('Total', COLUMNS.unit.x, y + 6, { width: COLUMNS.unit.width });
  doc.text(tonnesText(totals.volume), COLUMNS.volume.x, y + 6, {
    width: COLUMNS.volume.width,
    align: 'right',
  });
  doc.text(tonnesText(totals.co2Abated), COLUMNS.co2.x, y + 6, { width: COLUMNS.co2.width, align: 'right' });
  return doc;
}
