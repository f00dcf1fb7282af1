import type { PdfDocument } from './pdf-document';

/**
 * A large diagonal word across the page ("DRAFT", "VOID"): a document that is not (or no longer) valid
 * must say so on every page, whatever is cut out or printed. Drawn under the content, in light grey.
 */
export function drawWatermark(doc: PdfDocument, text: string): void {
  const { width, height } = doc.page;
  doc.save();
  doc.font('bold').fontSize(110).fillColor('#000000').fillOpacity(0.08);
  doc.rotate(-40, { origin: [width / 2, height / 2] });
  const textWidth = doc.widthOfString(text);
  doc.text(text, width / 2 - textWidth / 2, height / 2 - 60, { lineBreak: false });
  doc.restore();
  // pdfkit keeps its own idea of the current colour and font, which restore() does not rewind.
  doc.font('regular').fontSize(10).fillColor('black').fillOpacity(1);
  // text() above moved the cursor: put it back where the page's content starts.
  doc.x = doc.page.margins.left;
  doc.y = doc.page.margins.top;
}

/** Marks every page of the document, those added later included, with the watermark. */
export function watermarkEveryPage(doc: PdfDocument, text: string): void {
  drawWatermark(doc, text);
  doc.on('pageAdded', () => drawWatermark(doc, text));
}
