import { describe, expect, it } from 'vitest';
import { createPdfDocument, pdfToBuffer } from '../../src/pdf/pdf-document';
import { readPdfLayout, readPdfText } from '../helpers/pdf-text';

const MIXED = ['Łódź 中国 Aviation', 'Ōsaka 大阪 Ğ'];

describe('a name in several scripts', () => {
  it('prints every character that one of the fonts has, each in the first font that has it', async () => {
    const doc = createPdfDocument({ title: 'Mixed scripts' });
    doc.font('regular').text(MIXED[0]!, 50, 100);
    doc.font('bold').text(MIXED[1]!, 50, 130);
    const bytes = await pdfToBuffer(doc);
    const { text } = await readPdfText(bytes);
    // A character drawn as the font's empty box reads back as nothing: each one here had a glyph.
    for (const name of MIXED) expect(text).toContain(name);
    const [page] = await readPdfLayout(bytes);
    const fontOf = (word: string) => page!.items.find((item) => item.text.includes(word))?.font;
    expect(fontOf('Łódź')).toBe('NotoSans-Regular');
    expect(fontOf('中国')).toBe('NotoSansSC-Regular');
    expect(fontOf('Ōsaka')).toBe('NotoSans-Bold');
    expect(fontOf('大阪')).toBe('NotoSansSC-Bold');
    expect(page!.lines).toEqual(expect.arrayContaining(MIXED));
  });

  it('keeps the fonts of a line on one baseline', async () => {
    const doc = createPdfDocument({ title: 'Baseline' });
    doc.text('Łódź 中国 الخطوط אל על', 50, 100);
    const [page] = await readPdfLayout(await pdfToBuffer(doc));
    const baselines = new Set(page!.items.map((item) => item.y.toFixed(2)));
    expect([...new Set(page!.items.map((item) => item.font))]).toHaveLength(4);
    expect(baselines.size).toBe(1);
  });

  it('measures a text as the sum of its runs, each in its own font, and wraps it where drawn', async () => {
    const doc = createPdfDocument({ title: 'Measure' });
    doc.font('bold').fontSize(11);
    const whole = doc.widthOfString('Łódź 中国 Aviation');
    const runs = ['Łódź ', '中国', ' Aviation'].map((run) => doc.widthOfString(run));
    expect(whole).toBeCloseTo(
      runs.reduce((sum, width) => sum + width, 0),
      6,
    );
    // Noto Sans's empty box is narrower than a Chinese character: measured in one font, it would differ.
    expect(doc.widthOfString('中国')).toBeCloseTo(22, 0);

    const name = 'Łódź 中国 Aviation Ōsaka 大阪 Ğ الخطوط الجوية القطرية Łódź 中国 Aviation';
    const oneLine = doc.currentLineHeight(true);
    const height = doc.heightOfString(name, { width: 120 });
    expect(height).toBeGreaterThan(2 * oneLine);
    const top = 100;
    doc.text(name, 50, top, { width: 120 });
    expect(doc.y - top).toBeCloseTo(height, 6);
    expect(doc.x).toBe(50);
    const [page] = await readPdfLayout(await pdfToBuffer(doc));
    for (const item of page!.items) expect(item.x + item.width).toBeLessThanOrEqual(170.01);
    expect(page!.lines).toHaveLength(Math.round(height / oneLine));
  });

  it('aligns a line of several fonts to the right as a whole', async () => {
    const doc = createPdfDocument({ title: 'Right' });
    doc.text('Ōsaka 大阪 Ğ', 50, 100, { width: 300, align: 'right' });
    const [page] = await readPdfLayout(await pdfToBuffer(doc));
    const right = Math.max(...page!.items.map((item) => item.x + item.width));
    expect(right).toBeCloseTo(350, 1);
    expect(page!.lines).toEqual(['Ōsaka 大阪 Ğ']);
  });

  it('goes on after a continued text on the same line, in its own fonts', async () => {
    const doc = createPdfDocument({ title: 'Continued' });
    doc.font('bold').text('Void: ', 50, 100, { continued: true });
    doc.font('regular').text('Łódź 中国 Aviation', { width: 495 });
    const [page] = await readPdfLayout(await pdfToBuffer(doc));
    expect(page!.lines).toEqual(['Void: Łódź 中国 Aviation']);
    expect(page!.items.find((item) => item.text.startsWith('Void'))?.font).toBe('NotoSans-Bold');
  });

  it('leaves a Latin text one call in Noto Sans, and registers no fallback for it', async () => {
    const doc = createPdfDocument({ title: 'Latin' });
    doc.text('Qatar Airways Group Q.C.S.C. · Łódź Paliwa', 50, 100, { width: 300 });
    const bytes = await pdfToBuffer(doc);
    const [page] = await readPdfLayout(bytes);
    expect(page!.items).toHaveLength(1);
    expect(bytes.toString('latin1')).not.toMatch(/NotoSans(SC|KR|Arabic|Hebrew)/);
  });
});
