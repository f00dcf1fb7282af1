import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Noto Sans, embedded (and subset by pdfkit) in every PDF the registry makes. The 14 standard PDF fonts
 * only cover Windows-1252: a company called "Łódź Paliwa" or "Сибирь Авиа" would print as gibberish.
 * Noto Sans covers Latin, Latin Extended, Greek, Cyrillic and Devanagari; the files ship in npm packages, so
 * no system font is needed on a server. Chinese and Japanese names ("中国国际航空", "日本航空") print in Noto
 * Sans SC, Korean ones ("대한항공") in Noto Sans KR, Arabic and Hebrew ones ("الخطوط الجوية القطرية", "אל על") in
 * Noto Sans Arabic and Hebrew: the fallbacks (pdf-font-fallback.ts, decisions 079 and 080).
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  hanRegular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  hanBold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  hangulRegular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  hangulBold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  arabicRegular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  arabicBold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  hebrewRegular: '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
  hebrewBold: '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf',
} as const;

/** The fonts the PDFs choose: everything is drawn in one of these two. */
export type PdfFont = 'regular' | 'bold';
/** Every font a document may use: the two, and their fallbacks for other scripts (read once per process). */
export type RegisteredFont = keyof typeof FONT_FILES;
const loaded = new Map<RegisteredFont, Buffer>();

/** The font file's bytes, read once per process. */
export function pdfFontData(font: RegisteredFont): Buffer {
  let data = loaded.get(font);
  if (!data) {
    data = readFileSync(require.resolve(FONT_FILES[font]));
    loaded.set(font, data);
  }
  return data;
}
