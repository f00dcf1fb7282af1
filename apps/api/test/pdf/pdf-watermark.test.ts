import { describe, expect, it } from 'vitest';
import { createPdfDocument, pdfToBuffer } from '../../src/pdf/pdf-document';
import { watermarkEveryPage } from '../../src/pdf/pdf-watermark';
import { readPdfLayout } from '../helpers/pdf-text';

describe('the watermark of a draft or void document', () => {
  it('lets a text that runs over a page break go on in its own font, size and colour', async () => {
    const doc = createPdfDocument({ title: 'Page break' });
    watermarkEveryPage(doc, 'VOID');
    const reason = Array.from({ length: 12 }, (_, line) => `Line ${line} of a long reason, 中国 Łódź`).join(
      ' ',
    );
    doc.font('bold').fontSize(9.5).fillColor('#5f6368').text(reason, 50, 740, { width: 200 });
    const pages = await readPdfLayout(await pdfToBuffer(doc));
    expect(pages).toHaveLength(2);
    const [first, second] = pages.map((page) => page.items.filter((item) => item.text !== 'VOID'));
    expect(second!.some((item) => item.text.includes('Line 11'))).toBe(true);
    for (const item of [...first!, ...second!]) {
      expect(item.size).toBeCloseTo(9.5, 6);
      expect(item.font).toMatch(/^NotoSans(SC)?-Bold$/);
    }
    expect(pages[1]!.items.some((item) => item.text === 'VOID')).toBe(true);
    // The watermark's black, then the text's grey again.
    expect(pages[1]!.fillColors.at(-1)).toBe('#5f6368');
  });
});
