import type { PdfDocument } from './pdf-document';

/** A text call's options as pdfkit's line wrapper hands them to the drawing of a line. */
export type LineOptions = PDFKit.Mixins.TextOptions & {
  /** The width the line was wrapped to, and the text's own (set by the wrapper). */
  lineWidth?: number;
  textWidth?: number;
  wordCount?: number;
  lineGap?: number;
};

/**
 * The parts of pdfkit 0.20's document that its types do not show, which the font fallback and the watermark
 * read or replace. `_line` draws one wrapped line; `_fragment` draws a text at a point in the current font.
 */
export interface PdfkitInternals {
  _font: { ascender: number };
  _fontSize: number;
  _fillColor?: [PDFKit.Mixins.ColorValue, number | undefined];
  _lineGap: number;
  _line(text: string, options?: LineOptions, wrapper?: unknown): void;
  _fragment(text: string, x: number, y: number, options: LineOptions): void;
}

export const pdfkitInternals = (doc: PdfDocument): PdfkitInternals => doc as unknown as PdfkitInternals;
