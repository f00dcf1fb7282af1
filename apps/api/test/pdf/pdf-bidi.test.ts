import { inflateSync } from 'node:zlib';
import { create } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { visualRuns } from '../../src/pdf/pdf-bidi';
import { createPdfDocument, pdfToBuffer } from '../../src/pdf/pdf-document';
import { pdfFontData } from '../../src/pdf/pdf-fonts';
import { readPdfLayout } from '../helpers/pdf-text';

/**
 * How many glyphs the embedded fonts draw for `char`, from their ToUnicode maps: an Arabic letter that joins
 * its neighbours is drawn in up to four forms (isolated, initial, medial, final), one glyph each.
 */
function glyphsDrawnFor(pdf: Buffer, char: string): number {
  const hex = `<${char.codePointAt(0)!.toString(16).padStart(4, '0')}>`;
  const streams = pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g);
  let count = 0;
  for (const [, data] of streams) {
    const text = inflateSync(Buffer.from(data!, 'latin1')).toString('latin1').toLowerCase();
    if (text.includes('beginbfrange')) count += text.split(hex).length - 1;
  }
  return count;
}

describe('the order a line of mixed directions is drawn in (Unicode bidirectional algorithm)', () => {
  it('puts an Arabic word and the year after it right to left inside a left-to-right line', () => {
    // The year follows Arabic, so it is an Arabic number (rule W2) and stands at the word's left.
    expect(visualRuns('regular', 'Qatar Airways الخطوط 2026', 'ltr')).toEqual([
      { font: 'regular', text: 'Qatar Airways ' },
      { font: 'regular', text: '2026' },
      { font: 'regular', text: ' ' },
      // Handed to fontkit as typed: it shapes the word and returns its glyphs right to left.
      { font: 'arabicRegular', text: 'الخطوط' },
    ]);
  });

  it('turns brackets around in right-to-left text, and keeps digits left to right', () => {
    const drawn = (line: string) =>
      visualRuns('bold', line, 'rtl')
        .map((run) => run.text)
        .join('');
    expect(drawn('الخطوط (ش.م.ق)')).toBe('(ق.م.ش) الخطوط');
    expect(drawn('אל על 2026')).toBe('2026 על אל');
    // Arabic-Indic digits are Arabic to fontkit, which would reverse them: they are handed over reversed.
    expect(visualRuns('regular', 'عام ٢٠٢٦', 'rtl')).toEqual([
      { font: 'arabicRegular', text: '٦٢٠٢' },
      { font: 'regular', text: ' ' },
      { font: 'arabicRegular', text: 'عام' },
    ]);
  });

  it('relies on fontkit returning the glyphs of an Arabic or Hebrew run right to left', () => {
    const codePoints = (font: 'arabicRegular' | 'hebrewRegular', text: string) =>
      create(pdfFontData(font))
        .layout(text)
        .glyphs.flatMap((glyph) => glyph.codePoints)
        .map((point) => String.fromCodePoint(point))
        .join('');
    expect(codePoints('hebrewRegular', 'אל על')).toBe('לע לא');
    expect(codePoints('arabicRegular', '٦٢٠٢')).toBe('٢٠٢٦');
  });
});

describe('names written right to left, in the PDF', () => {
  // pdf.js reads Arabic back less exactly than it is drawn: it starts a new item at a letter's dots (Noto Sans
  // Arabic draws them as glyphs of their own), and reads a glyph back as the first letter it was drawn for,
  // though ج, ح and خ share one. So Arabic words are found by their place, and each test draws one of those.
  it('prints an Arabic name from right to left in Noto Sans Arabic', async () => {
    const doc = createPdfDocument({ title: 'Arabic' });
    doc.text('طيران الإمارات', 50, 100);
    doc.font('bold').text('الخطوط القطرية', 50, 130);
    const [page] = await readPdfLayout(await pdfToBuffer(doc));
    const word = (text: string) => page!.items.find((item) => item.text.includes(text))!;
    const middle = (text: string) => word(text).x + word(text).width / 2;
    // The first word typed stands at the right, a word's width or more from the second.
    expect(middle('طيران') - middle('الإمارات')).toBeGreaterThan(25);
    expect(middle('الخ') - middle('القطرية')).toBeGreaterThan(25);
    expect(word('طيران').font).toBe('NotoSansArabic-Regular');
    expect(word('القطرية').font).toBe('NotoSansArabic-Bold');
  });

  it('joins Arabic letters: ṭāʾ alone, at the start and in the middle of a word is three glyphs', async () => {
    const doc = createPdfDocument({ title: 'Joining' });
    doc.text('ط', 50, 100);
    doc.text('طيران', 50, 130);
    doc.text('الخطوط', 50, 160);
    expect(glyphsDrawnFor(await pdfToBuffer(doc), 'ط')).toBe(3);
  });

  it('prints a Hebrew name from right to left in Noto Sans Hebrew', async () => {
    const doc = createPdfDocument({ title: 'Hebrew' });
    doc.text('אל על נתיבי אויר לישראל', 50, 100);
    const [page] = await readPdfLayout(await pdfToBuffer(doc));
    expect(page!.linesFromTheRight).toEqual(['אל על נתיבי אויר לישראל']);
    expect(page!.items.every((item) => item.font === 'NotoSansHebrew-Regular')).toBe(true);
  });

  it('prints a left-to-right line with an Arabic name and a year in the bidirectional order', async () => {
    const doc = createPdfDocument({ title: 'Bidi' });
    doc.text('Qatar Airways الخطوط 2026', 50, 100);
    // A right-to-left line (its first letter is Hebrew): the year follows Latin letters, so it joins them (W7).
    doc.text('אל על Israel Airlines 2026', 50, 130);
    const [page] = await readPdfLayout(await pdfToBuffer(doc));
    expect(page!.lines).toEqual(['Qatar Airways 2026 الخطوط', 'Israel Airlines 2026 על אל']);
  });

  it('wraps a right-to-left name where it measured it, each line read from the right', async () => {
    const doc = createPdfDocument({ title: 'Wrap' });
    const name = 'אל על נתיבי אויר לישראל בע"מ חברה ציבורית';
    const height = doc.heightOfString(name, { width: 110 });
    doc.text(name, 50, 100, { width: 110 });
    expect(doc.y - 100).toBeCloseTo(height, 6);
    const arabic = 'طيران الإمارات شركة مساهمة قطرية مقفلة';
    const arabicHeight = doc.heightOfString(arabic, { width: 90 });
    const top = doc.y + 20;
    doc.text(arabic, 50, top, { width: 90 });
    expect(doc.y - top).toBeCloseTo(arabicHeight, 6);
    expect(arabicHeight).toBeGreaterThan(doc.currentLineHeight(true) * 1.5);

    const [page] = await readPdfLayout(await pdfToBuffer(doc));
    const hebrewLines = page!.linesFromTheRight.filter((line) => /[\u05d0-\u05ea]/.test(line));
    expect(hebrewLines.length).toBe(Math.round(height / doc.currentLineHeight(true)));
    expect(hebrewLines.join(' ')).toBe(name);
    for (const item of page!.items) expect(item.x + item.width).toBeLessThanOrEqual(160.01);
  });
});
