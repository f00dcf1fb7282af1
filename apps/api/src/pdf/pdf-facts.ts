import type { PdfDocument } from './pdf-document';

/** The registry's document colours: ink for facts, muted for labels, rules between parts. */
export const PDF_INK = '#1a1a1a';
export const PDF_MUTED = '#5f6368';
export const PDF_RULE = '#c8ccd0';

export interface PdfFactsLayout {
  x: number;
  y: number;
  width: number;
  /** Width of the label column; the value starts 5 pt after it. */
  labelWidth: number;
}

/**
 * Label-value rows (an invoice's number and dates, a certificate's claim): muted labels on the left, bold
 * values wrapping in their own column. Returns the y below the last row.
 */
export function drawFacts(
  doc: PdfDocument,
  rows: readonly [string, string][],
  layout: PdfFactsLayout,
): number {
  const { x, width, labelWidth } = layout;
  let top = layout.y;
  for (const [label, value] of rows) {
    doc.font('regular').fontSize(9.5).fillColor(PDF_MUTED).text(label, x, top, { width: labelWidth });
    const labelBottom = doc.y;
    doc
      .font('bold')
      .fillColor(PDF_INK)
      .text(value, x + labelWidth + 5, top, { width: width - labelWidth - 5 });
    top = Math.max(doc.y, labelBottom, top + 14);
  }
  return top;
}

/** A section title in small muted capitals with a rule under it; returns the y where its content starts. */
export function drawSectionTitle(
  doc: PdfDocument,
  title: string,
  x: number,
  y: number,
  width: number,
): number {
  doc.font('bold').fontSize(9).fillColor(PDF_MUTED).text(title.toUpperCase(), x, y, { width });
  const rule = doc.y + 2;
  doc
    .moveTo(x, rule)
    .lineTo(x + width, rule)
    .lineWidth(0.8)
    .strokeColor(PDF_RULE)
    .stroke();
  return rule + 6;
}
