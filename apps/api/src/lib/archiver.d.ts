// archiver ships no types: the part of its zip format the XLSX workbook uses (lib/xlsx-workbook.ts).
declare module 'archiver' {
  import type { Readable } from 'node:stream';

  interface ZipArchive extends NodeJS.ReadableStream {
    append(source: string | Readable, data: { name: string }): this;
    /** Resolves once the archive has been written whole. */
    finalize(): Promise<void>;
  }
  export default function archiver(format: 'zip', options: { zlib: { level: number } }): ZipArchive;
}
