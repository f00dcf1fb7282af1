import PDFDocument from 'pdfkit';
import { fallBackForOtherScripts } from './pdf-font-fallback';
import { pdfFontData, type PdfFont } from './pdf-fonts';

export type PdfDocument = PDFKit.PDFDocument;

export interface PdfDocumentInfo {
  title: string;
  subject?: string;
}

/** The registry's name as the author and producer of its documents. */
export const PDF_AUTHOR = 'SAFc Registry';

/**
 * A new A4 document with the registry's fonts registered under their PdfFont names ('regular', 'bold'),
 * their fallbacks for other scripts, and 'regular' selected. The caller draws, then hands it to sendPdf (which ends it) or calls end() itself.
 */
export function createPdfDocument(info: PdfDocumentInfo): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: false,
    // pdfkit hashes every info entry into the file id: an undefined one would throw.
    info: {
      Title: info.title,
      ...(info.subject ? { Subject: info.subject } : {}),
      Author: PDF_AUTHOR,
      Creator: PDF_AUTHOR,
    },
  });
  // The fallbacks for other scripts are registered by fallBackForOtherScripts, when a text needs one.
  for (const font of ['regular', 'bold'] satisfies PdfFont[]) doc.registerFont(font, pdfFontData(font));
  fallBackForOtherScripts(doc);
  doc.font('regular');
  return doc;
}

/** Reads a whole document into memory: for e-mail attachments, never for HTTP answers (sendPdf streams). */
export function pdfToBuffer(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
