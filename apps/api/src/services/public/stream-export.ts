import { PassThrough, type Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client';
import { copyTextColumnOut } from '../../db/copy-out';
import { forEachRowBatch } from '../../db/stream-rows';
import { loadExcelJS } from '../../lib/excel';
import { csvCellSql, csvLine } from './csv';

export type ExportFormat = 'csv' | 'xlsx';

/** A file column: the row's key, its heading, its SQL value, and whether a spreadsheet holds it as a number. */
export interface ExportColumn<Key extends string> {
  key: Key;
  label: string;
  /** The value as text (or null) over the file's sources. */
  value: SQL;
  numeric?: boolean;
  /**
   * The registry writes this value itself (serials, statuses, numbers, dates): it can hold no quote, comma or
   * line break and cannot start like a formula, so the CSV takes it as it is. Anything people typed is guarded.
   */
  registryMade?: boolean;
}

export interface ExportFile<Key extends string> {
  /** FROM and WHERE of the rows the file holds. */
  from: SQL;
  /** The file's order. */
  orderBy: SQL;
  columns: readonly ExportColumn<Key>[];
  /** The worksheet's name in an XLSX file. */
  sheet: string;
  format: ExportFormat;
}

/** Rows a cursor hands over per round trip: enough to keep the wire busy, small enough to keep memory flat. */
const FETCH_ROWS = 2_000;

/** The content type of each export format. */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * CSV records made by the database, one text column a row (quoted, guarded and ended with CRLF as csvLine
 * does): the API then parses one field a row instead of one per column and joins the lines, which is what kept
 * the export of 1,000,000 rows at a third of `psql \copy` (bench/results/public.md).
 */
function csvRecordsSql<Key extends string>(file: ExportFile<Key>): SQL {
  const cells = file.columns.map(({ value, registryMade }) =>
    registryMade ? sql`coalesce(${value}, '')` : csvCellSql(value),
  );
  return sql`select concat(${sql.join(cells, sql`, ',', `)}, ${'\r\n'}::text) as line
    ${file.from} order by ${file.orderBy}`;
}

/** The rows with each column under its key, for the XLSX writer. */
const namedColumnsSql = <Key extends string>(file: ExportFile<Key>): SQL =>
  sql`select ${sql.join(
    file.columns.map(({ key, value }) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  )} ${file.from} order by ${file.orderBy}`;

/** Walks a SELECT through a server-side cursor, one batch at a time, inside a read transaction. */
const eachBatch = <Row extends Record<string, unknown>>(
  db: Db,
  select: SQL,
  write: (rows: Row[]) => Promise<void>,
): Promise<void> => db.transaction((tx: Tx) => forEachRowBatch<Row>(tx, select, FETCH_ROWS, write));

/** What exceljs pipes a worksheet into: archiver's entry stream (readable-stream's, not node:stream's). */
interface ZipEntry {
  _writableState: { needDrain: boolean };
  once(event: 'drain', listener: () => void): unknown;
}

/**
 * The stream the zip archive reads a worksheet from: exceljs' WorksheetWriter writes rows into its own
 * StreamBuf, which hands each 64 kB on to its pipes (archiver's entry) without waiting for them. Not a public
 * exceljs API: if a version changes it, this finds nothing and the export runs as before, with more memory.
 */
function zipEntryOf(sheet: unknown): ZipEntry | undefined {
  const entry = (sheet as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0] as
    Partial<ZipEntry> | undefined;
  return typeof entry?.once === 'function' && typeof entry._writableState?.needDrain === 'boolean'
    ? (entry as ZipEntry)
    : undefined;
}

/** Writes to the stream and waits for it to drain when its buffer is full (backpressure). */
const writeWaiting = (stream: PassThrough, chunk: string | Buffer): Promise<void> =>
  stream.write(chunk) ? Promise.resolve() : new Promise((resolve) => stream.once('drain', () => resolve()));

/** Where an export reads: the public reads' database, and on PostgreSQL its pool (for COPY). */
export type ExportSource = Pick<Database, 'read' | 'pool' | 'readPool'>;

/**
 * A public export as a file, streamed row by row: memory stays flat however many rows there are (issue 10:
 * 1,000,000 rows, API peak RSS ≤ 300 MB). On PostgreSQL a CSV is PostgreSQL's own bytes passed through (COPY
 * TO STDOUT of the records csvRecordsSql makes, bench/results/public.md); on PGlite, and for XLSX, rows come
 * from a cursor. An error after the first byte ends the stream, so the client sees a broken download rather
 * than a wrong file.
 */
export function streamExport<Key extends string>(source: ExportSource, file: ExportFile<Key>): Readable {
  type Row = Record<Key, string | null>;
  const header = file.columns.map((column) => column.label);
  const pool = source.readPool ?? source.pool;
  if (file.format === 'csv' && pool) return copyTextColumnOut(pool, csvRecordsSql(file), csvLine(header));
  const db = source.read;
  const out = new PassThrough();
  const run =
    file.format === 'csv'
      ? async () => {
          await writeWaiting(out, csvLine(header));
          await eachBatch<{ line: string }>(db, csvRecordsSql(file), (rows) =>
            writeWaiting(out, rows.map((row) => row.line).join('')),
          );
          out.end();
        }
      : async () => {
          // exceljs' streaming writer: each committed row is zipped out and forgotten; no shared strings.
          const ExcelJS = await loadExcelJS();
          const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
            stream: out,
            useSharedStrings: false,
            useStyles: false,
          });
          const sheet = workbook.addWorksheet(file.sheet);
          sheet.addRow(header).commit();
          await eachBatch<Row>(db, namedColumnsSql(file), async (rows) => {
            for (const row of rows) {
              sheet
                .addRow(
                  file.columns.map(({ key, numeric }) => {
                    const value = row[key];
                    return numeric && value !== null ? Number(value) : value;
                  }),
                )
                .commit();
            }
            // exceljs writes each committed row into the zip entry without heeding its backpressure, so rows
            // pile up in front of the deflater faster than it packs them: wait for the entry to take them, and
            // for the client when it is the slower.
            const entry = zipEntryOf(sheet);
            if (entry?._writableState.needDrain)
              await new Promise<void>((resolve) => entry.once('drain', resolve));
            if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
          });
          sheet.commit();
          await workbook.commit();
        };
  run().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
