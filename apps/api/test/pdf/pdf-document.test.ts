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
  });
});
