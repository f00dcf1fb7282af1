/**
 * The file name a download's Content-Disposition header gives (RFC 6266): the UTF-8 `filename*` when
 * present, else the plain `filename`, else the fallback. Path parts are dropped so a name cannot climb.
 */
export function fileNameFromContentDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}
