import { create } from 'fontkit';
import { pdfFontData, type PdfFont, type RegisteredFont } from './pdf-fonts';

// No one font has every script a name is written in: "Łódź 中国 Aviation" needs Noto Sans for "Łódź" and Noto
// Sans SC for "中国". A text is drawn and measured as runs, each in the first font that has its characters:
// the weight chosen, then its fallbacks (decisions 079 and 080).

/**
 * Each weight's fallbacks, the small files first: an Arabic or Hebrew name never reads the 10 MB Chinese and
 * Korean fonts, and a Chinese one costs a look in the 200 kB Arabic font.
 */
const FALLBACKS: Record<PdfFont, RegisteredFont[]> = {
  regular: ['arabicRegular', 'hebrewRegular', 'hanRegular', 'hangulRegular'],
  bold: ['arabicBold', 'hebrewBold', 'hanBold', 'hangulBold'],
};

/** Latin up to Latin Extended-B, general punctuation and the euro: Noto Sans has all of them. */
export const PRINTABLE_IN_NOTO_SANS = /^[\s\u0020-\u024f\u2000-\u206f\u20ac]*$/u;

/** Marks (variation selectors too) and joiners go with the letter before them, in its font: they shape with it. */
const GOES_WITH_PREVIOUS = /^(?:\p{M}|\u200c|\u200d)$/u;

export interface TextRun {
  font: RegisteredFont;
  text: string;
}

const glyphs = new Map<RegisteredFont, ReturnType<typeof create>>();
function glyphsOf(font: RegisteredFont) {
  let parsed = glyphs.get(font);
  if (!parsed) {
    parsed = create(pdfFontData(font));
    glyphs.set(font, parsed);
  }
  return parsed;
}

function fontFor(font: PdfFont, char: string): RegisteredFont {
  const point = char.codePointAt(0)!;
  // Spaces and controls stay in the chosen font (a fallback may have a glyph of its own for a line feed).
  if (point < 0x250) return font;
  return (
    [font, ...FALLBACKS[font]].find((candidate) => glyphsOf(candidate).hasGlyphForCodePoint(point)) ?? font
  );
}

/**
 * `text` cut where the font that prints it changes, in logical (typed) order. A character no font has stays
 * in the chosen one (and prints as its empty box).
 */
export function fontRuns(font: PdfFont, text: string): TextRun[] {
  if (PRINTABLE_IN_NOTO_SANS.test(text)) return [{ font, text }];
  const runs: TextRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const printing = last && GOES_WITH_PREVIOUS.test(char) ? last.font : fontFor(font, char);
    if (last?.font === printing) last.text += char;
    else runs.push({ font: printing, text: char });
  }
  return runs;
}
