import type { PdfDocument } from './pdf-document';
import { selectedFont } from './pdf-font-fallback';
import { pdfkitInternals } from './pdfkit-internals';

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
}

/**
 * Marks every page of the document, those added later included, with the watermark. A page is added in the
 * middle of a text that runs over the page's end: the text goes on in the font, size and colour it started
 * in, at the place pdfkit chose, which restore() does not rewind (pdfkit keeps its own idea of them).
 */
export function watermarkEveryPage(doc: PdfDocument, text: string): void {
  const drawUnderContent = () => {
    const { x, y } = doc;
    const font = selectedFont(doc);
    const { _fontSize: size, _fillColor: fill } = pdfkitInternals(doc);
    drawWatermark(doc, text);
    doc.font(font).fontSize(size);
    if (fill) doc.fillColor(...fill);
    doc.x = x;
    doc.y = y;
  };
  drawUnderContent();
  doc.on('pageAdded', drawUnderContent);
}
