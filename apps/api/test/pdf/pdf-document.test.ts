import { describe, expect, it } from 'vitest';
import { createPdfDocument, pdfToBuffer } from '../../src/pdf/pdf-document';
import { watermarkEveryPage } from '../../src/pdf/pdf-watermark';
import { safePdfFileName } from '../../src/pdf/send-pdf';
import { readPdfText } from '../helpers/pdf-text';

describe('the registry PDF document', () => {
  it('prints names outside Windows-1252 as written (embedded Noto Sans)', async () => {
    const doc = createPdfDocument({ title: 'Font check' });
    doc.text('Łódź Paliwa Sp. z o.o. · Сибирь Авиа · Ωmega Ørsted');
    const text = await readPdfText(await pdfToBuffer(doc));
    expect(text.title).toBe('Font check');
    expect(text.text).toContain('Łódź Paliwa Sp. z o.o.');
    expect(text.text).toContain('Сибирь Авиа');
    expect(text.text).toContain('Ωmega Ørsted');
  });

  it('prints Chinese, Japanese and Korean names in their fallback fonts, and measures them in those', async () => {
    const doc = createPdfDocument({ title: 'Fallback check' });
    doc.text('中国国际航空 Air China · 日本航空');
    doc.font('bold').text('대한항공 Korean Air');
    doc.font('regular').text('Back to Noto Sans: Ørsted');
    const chinese = doc.heightOfString('中国国际航空', { width: 40 });
    expect(chinese).toBeGreaterThan(doc.heightOfString('Air', { width: 40 }));
    const buffer = await pdfToBuffer(doc);
    const text = await readPdfText(buffer);
    expect(text.text).toContain('中国国际航空 Air China');
    expect(text.text).toContain('日本航空');
    expect(text.text).toContain('대한항공 Korean Air');
    expect(text.text).toContain('Back to Noto Sans: Ørsted');
    // Each font embedded as the subset of its glyphs drawn: a line of Chinese, not 10 MB of it.
    const embedded = buffer.toString('latin1');
    for (const font of ['NotoSansSC-Regular', 'NotoSansKR-Bold', 'NotoSans-Regular'])
      expect(embedded).toContain(font);
    expect(buffer.length).toBeLessThan(100_000);
  });

  it('puts the watermark on every page, pages added later included', async () => {
    const doc = createPdfDocument({ title: 'Watermark check' });
    watermarkEveryPage(doc, 'DRAFT');
    doc.text('first page');
    doc.addPage();
    doc.text('second page');
    const text = await readPdfText(await pdfToBuffer(doc));
    expect(text.pages).toBe(2);
    for (const page of text.pageTexts) expect(page).toContain('DRAFT');
    expect(text.pageTexts[1]).toContain('second page');
  });

  it('names files safely for a Content-Disposition header', () => {
    expect(safePdfFileName('INV-2026-000001')).toBe('INV-2026-000001.pdf');
    expect(safePdfFileName('a "quoted"/name')).toBe('a-quoted-name.pdf');
    expect(safePdfFileName('"')).toBe('document.pdf');
    expect(safePdfFileName('scope-3-statement-2026-中国国际航空 Air China')).toBe(
      'scope-3-statement-2026-Air-China.pdf',
    );
  });
});
