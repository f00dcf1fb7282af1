import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: number;
  /** Each page's text items joined by spaces, in drawing order. */
  pageTexts: string[];
  /** All pages, one after another. */
  text: string;
  title: string | undefined;
}

type PdfJsDocument = Awaited<ReturnType<typeof getDocument>['promise']>;

/** Opens a PDF with pdf.js, reads it with `read` and closes it. */
async function readWithPdfJs<Result>(
  bytes: Uint8Array,
  read: (document: PdfJsDocument) => Promise<Result>,
): Promise<Result> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  try {
    return await read(document);
  } finally {
    await document.destroy();
  }
}

/** Reads a PDF back with Mozilla's parser (pdf.js), the way a viewer would extract its text. */
export const readPdfText = (bytes: Uint8Array): Promise<PdfText> => readWithPdfJs(bytes, readText);

async function readText(document: PdfJsDocument): Promise<PdfText> {
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
  return { pages: document.numPages, pageTexts, text: pageTexts.join('\n'), title: info.Title };
}

/** A text item as drawn: where its baseline starts, how wide it is, its size and its font's name. */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  font: string;
}

export interface PdfPageLayout {
  items: PdfTextItem[];
  /** Each line's items sorted left to right, joined: the order a reader of English meets them. */
  lines: string[];
  /** The same lines read from the right: the order a reader of Arabic or Hebrew meets them. */
  linesFromTheRight: string[];
  /** The fill colours the page sets, in order. */
  fillColors: string[];
}

/** Control characters: pdf.js reads a glyph that stands for no character (a dot of an Arabic letter) as one. */
const CONTROL = /\p{Cc}/gu;

/**
 * The page's lines: items whose baselines lie within a third of their size of each other (pdf.js starts an item
 * at an Arabic letter's dots, a little above or below the line), sorted by their middles. Items that touch (a
 * font change inside a word) join as they are; a gap between them reads as a space. Each item's own text is
 * in the order it was typed (pdf.js turns right-to-left items back).
 */
function linesOf(items: PdfTextItem[], from: 'left' | 'right'): string[] {
  const lines: PdfTextItem[][] = [];
  for (const item of [...items].sort((a, b) => b.y - a.y)) {
    const line = lines.find(([first]) => Math.abs(first!.y - item.y) < first!.size / 3);
    if (line) line.push(item);
    else lines.push([item]);
  }
  const middle = (item: PdfTextItem) => item.x + item.width / 2;
  return lines.map((line) => {
    const leftToRight = line.sort((a, b) => middle(a) - middle(b));
    const gapBefore = leftToRight.map(
      (item, index) =>
        index > 0 && item.x - (leftToRight[index - 1]!.x + leftToRight[index - 1]!.width) > 0.5,
    );
    const words = leftToRight.map((item, index) => ({ text: item.text, gap: gapBefore[index] }));
    const ordered =
      from === 'left'
        ? words
        : words
            .reverse()
            .map((word, index, row) => ({ text: word.text, gap: index > 0 && row[index - 1]!.gap }));
    return ordered
      .map((word) => `${word.gap ? ' ' : ''}${word.text}`)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  });
}

const fillColorsOf = ({ fnArray, argsArray }: { fnArray: number[]; argsArray: unknown[][] }) =>
  fnArray.flatMap((operator, index) =>
    operator === OPS.setFillRGBColor ? [String(argsArray[index]![0])] : [],
  );

/** Reads each page's text items with their place, size and font (pdf.js, as readPdfText). */
export const readPdfLayout = (bytes: Uint8Array): Promise<PdfPageLayout[]> =>
  readWithPdfJs(bytes, readLayout);

async function readLayout(document: PdfJsDocument): Promise<PdfPageLayout[]> {
  const pages: PdfPageLayout[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    // The operator list loads the page's fonts, whose names the items then give.
    const operators = await page.getOperatorList();
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) => {
      if (!('str' in item) || item.str.replace(CONTROL, '').trim() === '') return [];
      const font = page.commonObjs.get(item.fontName) as { name: string };
      return [
        {
          text: item.str.replace(CONTROL, ''),
          x: item.transform[4] as number,
          y: item.transform[5] as number,
          width: item.width,
          size: Math.hypot(item.transform[0] as number, item.transform[1] as number),
          font: font.name.replace(/^[A-Z]{6}\+/, ''),
        },
      ];
    });
    pages.push({
      items,
      lines: linesOf(items, 'left'),
      linesFromTheRight: linesOf(items, 'right'),
      fillColors: fillColorsOf(operators),
    });
  }
  return pages;
}
