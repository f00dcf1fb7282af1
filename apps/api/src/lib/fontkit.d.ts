// fontkit ships no types: the part of it the PDFs' font fallback reads (pdf/pdf-text-runs.ts), and the
// layout its tests check the fallback's assumptions against.
declare module 'fontkit' {
  interface FontkitFont {
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): { glyphs: { codePoints: number[] }[] };
  }
  export function create(buffer: Buffer): FontkitFont;
}
