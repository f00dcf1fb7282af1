import { create } from 'fontkit';
import type { PdfDocument } from './pdf-document';
import { pdfFontData, type PdfFont, type RegisteredFont } from './pdf-fonts';

// A name in a script Noto Sans lacks (Chinese, Japanese, Korean) printed as empty boxes. pdfkit draws a text
// in one font and does not fall back by itself, so the document's text calls do: a text with a character
// the chosen font has no glyph for is drawn, and measured, in the fallback of the same weight that has the
// most of its characters (Noto Sans SC has the Latin letters too, so "中国国际航空 Air China" reads as one
// line). Decision 079.

const FALLBACKS: Record<PdfFont, RegisteredFont[]> = {
  regular: ['hanRegular', 'hangulRegular'],
  bold: ['hanBold', 'hangulBold'],
};

/** Latin up to Latin Extended-B, general punctuation and the euro: Noto Sans has all of them. */
const PRINTABLE_IN_NOTO_SANS = /^[\s\u0020-\u024f\u2000-\u206f\u20ac]*$/u;

const glyphs = new Map<RegisteredFont, ReturnType<typeof create>>();
function glyphsOf(font: RegisteredFont) {
  let parsed = glyphs.get(font);
  if (!parsed) {
    parsed = create(pdfFontData(font));
    glyphs.set(font, parsed);
  }
  return parsed;
}

/** The registered font that prints `text` for a document that chose `font`. */
export function fontPrinting(font: PdfFont, text: string): RegisteredFont {
  if (PRINTABLE_IN_NOTO_SANS.test(text)) return font;
  const codePoints = [...new Set(text)].map((char) => char.codePointAt(0)!).filter((point) => point > 0x20);
  const missingIn = (candidate: RegisteredFont) =>
    codePoints.filter((point) => !glyphsOf(candidate).hasGlyphForCodePoint(point)).length;
  let best: RegisteredFont = font;
  let bestMissing = missingIn(font);
  for (const fallback of FALLBACKS[font]) {
    if (bestMissing === 0) break;
    const missing = missingIn(fallback);
    if (missing < bestMissing) [best, bestMissing] = [fallback, missing];
  }
  return best;
}

type TextCall = (text: unknown, ...rest: unknown[]) => unknown;

/**
 * Makes the document's `text`, `heightOfString` and `widthOfString` print (and measure) each text in the font
 * that has its characters; `font('regular' | 'bold')` still chooses the weight and the font used otherwise.
 */
export function fallBackForOtherScripts(doc: PdfDocument): void {
  const calls = doc as unknown as Record<'font' | 'text' | 'heightOfString' | 'widthOfString', TextCall>;
  const select = calls.font.bind(doc);
  let chosen: PdfFont = 'regular';
  let drawing = false;
  // A fallback joins the document the first time a text needs it, from the bytes the process already holds
  // (glyphsOf read them to choose it): documents in Latin letters never touch the 10 MB files.
  const registered = new Set<RegisteredFont>();
  const selectFallback = (font: RegisteredFont) => {
    if (!registered.has(font)) {
      doc.registerFont(font, pdfFontData(font));
      registered.add(font);
    }
    select(font);
  };
  calls.font = (font, ...rest) => {
    if (font === 'regular' || font === 'bold') chosen = font;
    select(font, ...rest);
    return doc;
  };
  for (const method of ['text', 'heightOfString', 'widthOfString'] as const) {
    const call = calls[method].bind(doc);
    calls[method] = (text, ...rest) => {
      // pdfkit's text() measures its words with widthOfString: those run in the font text() chose.
      if (drawing) return call(text, ...rest);
      const printing = typeof text === 'string' ? fontPrinting(chosen, text) : chosen;
      drawing = true;
      if (printing !== chosen) selectFallback(printing);
      try {
        return call(text, ...rest);
      } finally {
        drawing = false;
        if (printing !== chosen) select(chosen);
      }
    };
  }
}
