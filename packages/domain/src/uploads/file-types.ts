// The file types the registry accepts, known by MIME type, by extension and by their first bytes:
// the browser judges by name and MIME type, the API by content (DESIGN §3: types checked on magic bytes).

export const FILE_TYPES = ['pdf', 'png', 'jpeg', 'csv'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const FILE_TYPE_CATALOGUE: Record<
  FileType,
  { label: string; mimeTypes: readonly string[]; extensions: readonly string[] }
> = {
  pdf: { label: 'PDF', mimeTypes: ['application/pdf'], extensions: ['.pdf'] },
  png: { label: 'PNG', mimeTypes: ['image/png'], extensions: ['.png'] },
  jpeg: { label: 'JPEG', mimeTypes: ['image/jpeg'], extensions: ['.jpg', '.jpeg'] },
  // Browsers send CSV under several types (Excel on Windows says application/vnd.ms-excel).
  csv: {
    label: 'CSV',
    mimeTypes: ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain'],
    extensions: ['.csv'],
  },
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Text: no NUL and no control bytes other than tab, line feed, form feed and carriage return. */
function looksLikeText(bytes: Uint8Array): boolean {
  return bytes.every(
    (byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d,
  );
}

/**
 * The type of a file from its first bytes (a few hundred are enough), or null when it is none of ours.
 * Anything that reads as text counts as CSV: a CSV has no signature, and the issue form parses it later.
 */
export function detectFileType(firstBytes: Uint8Array): FileType | null {
  if (firstBytes.length === 0) return null;
  if (startsWith(firstBytes, PDF)) return 'pdf';
  if (startsWith(firstBytes, PNG)) return 'png';
  if (startsWith(firstBytes, JPEG)) return 'jpeg';
  const text = startsWith(firstBytes, UTF8_BOM) ? firstBytes.subarray(UTF8_BOM.length) : firstBytes;
  return looksLikeText(text) ? 'csv' : null;
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/**
 * What a file claims to be, from its MIME type, or from its extension when the browser gave no useful
 * type. A CSV sent as text/plain must still be named .csv.
 */
export function claimedFileType(file: { name: string; type: string }): FileType | null {
  const mime = file.type.toLowerCase().split(';')[0]?.trim() ?? '';
  const extension = extensionOf(file.name);
  const byExtension =
    FILE_TYPES.find((type) => FILE_TYPE_CATALOGUE[type].extensions.includes(extension)) ?? null;
  if (mime === '' || mime === 'application/octet-stream' || mime === 'text/plain') return byExtension;
  return FILE_TYPES.find((type) => FILE_TYPE_CATALOGUE[type].mimeTypes.includes(mime)) ?? null;
}
