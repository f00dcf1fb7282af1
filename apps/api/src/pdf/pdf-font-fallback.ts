import { paragraphDirection, visualRuns, type Direction } from './pdf-bidi';
import type { PdfDocument } from './pdf-document';
import { pdfFontData, type PdfFont, type RegisteredFont } from './pdf-fonts';
import { PRINTABLE_IN_NOTO_SANS, fontRuns, type TextRun } from './pdf-text-runs';
import { pdfkitInternals, type LineOptions } from './pdfkit-internals';

// pdfkit draws a text in one font and does not fall back by itself, nor does it reorder right-to-left text.
// The document's own line breaking is kept (pdfkit's wrapper: width, alignment, ellipsis, page breaks,
// continued text), and two of its steps are replaced: a word is measured as the sum of its runs, each in its
// own font, and a line that needs more than the chosen font, or reordering, is drawn run by run on one
// baseline. A text in Noto Sans's Latin goes straight through, as one call. Decisions 079 and 080.

const selectedFonts = new WeakMap<PdfDocument, string>();

/** The font last chosen with `font()` ('regular', 'bold'): the watermark puts it back after drawing. */
export const selectedFont = (doc: PdfDocument): string => selectedFonts.get(doc) ?? 'regular';

const isPdfFont = (font: string): font is PdfFont => font === 'regular' || font === 'bold';

/**
 * Makes the document's `widthOfString` (and so `heightOfString` and the wrapping of `text`) measure, and its
 * drawing of a line print, each character in the first of the chosen weight and its fallbacks that has it;
 * `font('regular' | 'bold')` still chooses the weight.
 */
export function fallBackForOtherScripts(doc: PdfDocument): void {
  const pdfkit = pdfkitInternals(doc);
  const select = doc.font.bind(doc);
  const measure = doc.widthOfString.bind(doc);
  const print = doc.text.bind(doc) as (...args: unknown[]) => PdfDocument;
  const drawLine = pdfkit._line;
  const drawFragment = pdfkit._fragment.bind(doc);
  let chosen = 'regular';
  let direction: Direction = 'ltr';
  let inRun = false;
  // A fallback joins the document the first time a text needs it, from the bytes the process already holds
  // (fontRuns read them to choose it): documents in Latin letters never touch the fallbacks' files.
  const registered = new Set<RegisteredFont>();
  const selectRun = (font: RegisteredFont) => {
    if (!isPdfFont(font) && !registered.has(font)) {
      doc.registerFont(font, pdfFontData(font));
      registered.add(font);
    }
    select(font);
  };
  const widthOfRun = (run: TextRun, options?: LineOptions) => {
    selectRun(run.font);
    return measure(run.text, options);
  };

  doc.font = (font: string, ...rest: unknown[]) => {
    chosen = font;
    selectedFonts.set(doc, font);
    (select as (...args: unknown[]) => PdfDocument)(font, ...rest);
    return doc;
  };

  doc.widthOfString = (text, options) => {
    // A run being drawn is measured by pdfkit in its own font.
    if (inRun || !isPdfFont(chosen) || PRINTABLE_IN_NOTO_SANS.test(text)) return measure(text, options);
    const runs = fontRuns(chosen, text);
    if (runs.length === 1 && runs[0]!.font === chosen) return measure(text, options);
    const width = runs.reduce((sum, run) => sum + widthOfRun(run, options), 0);
    select(chosen);
    return width;
  };

  doc.text = (text: unknown, ...rest: unknown[]) => {
    direction = typeof text === 'string' ? paragraphDirection(text) : 'ltr';
    return print(text, ...rest);
  };

  /** Draws `runs` left to right from the line's start, aligned as asked; returns their width. */
  const drawRuns = (runs: TextRun[], options: LineOptions): number => {
    const baseline = (pdfkit._font.ascender / 1000) * pdfkit._fontSize;
    inRun = true;
    try {
      const widths = runs.map((run) => widthOfRun(run, options));
      const width = widths.reduce((sum, each) => sum + each, 0);
      let x = doc.x;
      if (options.width && options.lineWidth !== undefined) {
        if (options.align === 'right') x += options.lineWidth - width;
        if (options.align === 'center') x += (options.lineWidth - width) / 2;
      }
      runs.forEach((run, index) => {
        selectRun(run.font);
        // One baseline for every font of the line: pdfkit puts a text's top at y, and fonts differ in ascent.
        const y =
          options.baseline === undefined
            ? doc.y + baseline - (pdfkit._font.ascender / 1000) * pdfkit._fontSize
            : doc.y;
        const fragment = { ...options, width: 0, wordSpacing: 0, textWidth: widths[index], wordCount: 1 };
        drawFragment(run.text, x, y, fragment);
        x += widths[index]!;
      });
      return width;
    } finally {
      select(chosen);
      inRun = false;
    }
  };

  pdfkit._line = (text, options = {}, wrapper) => {
    // Spaces at a line's end take no room; in a right-to-left line they would stand at its left.
    const shown = text.replace(/\n/g, '').trimEnd();
    const plain = direction === 'ltr' && PRINTABLE_IN_NOTO_SANS.test(shown);
    if (plain || !isPdfFont(chosen)) return drawLine(text, options, wrapper);
    const runs = visualRuns(chosen, shown, direction);
    if (runs.length === 1 && runs[0]!.font === chosen && runs[0]!.text === shown)
      return drawLine(text, options, wrapper);
    const width = drawRuns(runs, options);
    // What pdfkit's own _line does after drawing: the next line below, or the next text after this one.
    if (wrapper) doc.y += doc.currentLineHeight(true) + (options.lineGap || pdfkit._lineGap || 0);
    else doc.x += width + measure(text.slice(shown.length).replace(/\n/g, ''), options);
  };
}
