// fontkit ships no types: the part of it the PDFs' font fallback reads (pdf/pdf-font-fallback.ts).
declare module 'fontkit' {
  interface FontkitFont {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): FontkitFont;
}
