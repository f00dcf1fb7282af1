import QRCode from 'qrcode';
import type { PdfDocument } from './pdf-document';

/** Light modules a reader needs around the code (ISO/IEC 18004 asks for four). */
const QUIET_ZONE = 4;

/**
 * Draws `text` (an address) as a QR code, `size` points square with its quiet zone, top left at (x, y).
 * Drawn as vector squares rather than an embedded image: sharp at any zoom or print size, and a few hundred
 * bytes. Error correction M (15 %) survives a crease or a stamp on a printed certificate.
 */
export function drawQrCode(doc: PdfDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2 * QUIET_ZONE);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        // A hair wider than the cell, so that neighbours overlap and no seam shows between them.
        doc.rect(x + (column + QUIET_ZONE) * cell, y + (row + QUIET_ZONE) * cell, cell + 0.05, cell + 0.05);
      }
    }
  }
  doc.fill('#000000');
  doc.restore();
}
