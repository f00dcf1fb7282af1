import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: number;
  /** Each page's text items joined by spaces, in drawing order. */
  pageTexts: string[];
  /** All pages, one after another. */
  text: string;
  title: string | undefined;
}

/** Reads a PDF back with Mozilla's parser (pdf.js), the way a viewer would extract its text. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pageTexts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pageTexts.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((text) => text.trim() !== '')
        .join(' '),
    );
  }
  const metadata = await document.getMetadata();
  const info = metadata.info as { Title?: string };
  await document.destroy();
  return { pages: document.numPages, pageTexts, text: pageTexts.join('\n'), title: info.Title };
}
