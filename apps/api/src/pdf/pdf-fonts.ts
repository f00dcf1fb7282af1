import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Noto Sans, embedded (and subset by pdfkit) in every PDF the registry makes. The 14 standard PDF fonts
 * only cover Windows-1252: a company called "Łódź Paliwa" or "Сибирь Авиа" would print as gibberish.
 * Noto Sans covers Latin, Latin Extended, Greek and Cyrillic; the files ship in an npm package, so no
 * system font is needed on a server.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

export type PdfFont = keyof typeof FONT_FILES;

const loaded = new Map<PdfFont, Buffer>();

/** The font file's bytes, read once per process. */
export function pdfFontData(font: PdfFont): Buffer {
  let data = loaded.get(font);
  if (!data) {
    data = readFileSync(require.resolve(FONT_FILES[font]));
    loaded.set(font, data);
  }
  return data;
}
