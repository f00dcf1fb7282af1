import { PassThrough, type Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { copyTextColumnOut } from '../../db/copy-out';
import { forEachRowBatch } from '../../db/stream-rows';
import {
  columnLetters,
  SHEET_XML_END,
  SHEET_XML_START,
  xlsxHeadingRow,
  xlsxWorkbook,
} from '../../lib/xlsx-workbook';
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

/**
 * Characters XML text cannot hold as they are (markup, CR) or at all (C0 controls but tab and LF, U+FFFE/F),
 * and space at either end (which a reader drops unless told to keep it).
 */
const XML_NEEDS_CARE = '[&<>\r\x01-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|^\\s|\\s$';
const XML_FORBIDDEN = '[\x01-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]';

/**
 * A `<t>` element holding a text value in SQL, as xlsxHeadingRow writes it (lib/xlsx-workbook.ts): most values
 * pass at one test and go as they are; the others are escaped, lose what XML cannot hold, and keep their spaces.
 */
function xmlTextSql(value: SQL): SQL {
  const kept = sql`regexp_replace(${value}, ${XML_FORBIDDEN}, '', 'g')`;
  return sql`(case when ${value} ~ ${XML_NEEDS_CARE} then '<t xml:space="preserve">' ||
      replace(replace(replace(replace(${kept}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), ${'\r'}, '&#13;')
      || '</t>'
    else '<t>' || ${value} || '</t>' end)`;
}

/**
 * A worksheet cell in SQL, for the value `value` (text or null) in the cell `reference`: a number as a number,
 * text as an inline string, null as an empty cell.
 */
function xlsxCellSql({ numeric, registryMade }: ExportColumn<string>, value: SQL, reference: SQL): SQL {
  const open = sql`'<c r="' || ${reference} || '"'`;
  if (numeric) return sql`${open} || coalesce('><v>' || ${value} || '</v></c>', '/>')`;
  const text = registryMade ? sql`'<t>' || ${value} || '</t>'` : xmlTextSql(value);
  return sql`${open} || coalesce(' t="inlineStr"><is>' || ${text} || '</is></c>', '/>')`;
}

/**
 * The worksheet's rows made by the database, one `<row>` element a row, as csvRecordsSql makes CSV records:
 * the XLSX export then passes PostgreSQL's bytes into the zip entry (docs/decisions/057), where exceljs built
 * a row model and each cell's XML in JavaScript at 0.08 × `psql \copy` (bench/results/public.md). Rows are
 * numbered after the heading (row 1) and every cell names its reference: readers such as exceljs place a cell
 * without one after the last cell they kept, and drop an empty one. The number is made once a row, in the
 * inner select (in the file's order: the outer one only writes each row's XML, in the order it reads them).
 */
function xlsxRowsSql<Key extends string>(file: ExportFile<Key>): SQL {
  const values = file.columns.map(({ value }, index) => sql`${value} as ${sql.identifier(`v${index}`)}`);
  const cells = file.columns.map((column, index) =>
    xlsxCellSql(column, sql`${sql.identifier(`v${index}`)}`, sql`${columnLetters(index)} || n`),
  );
  return sql`select concat('<row r="', n, '">', ${sql.join(cells, sql`, `)}, '</row>') as line
    from (select (row_number() over (order by ${file.orderBy}) + 1)::text as n, ${sql.join(values, sql`, `)}
            ${file.from} order by ${file.orderBy}) numbered`;
}

/**
 * Writes to the stream and waits for it to drain when its buffer is full (backpressure); fails when the stream
 * is closed meanwhile (a download abandoned), so that the cursor's transaction ends.
 */
function writeWaiting(stream: PassThrough, chunk: string | Buffer): Promise<void> {
  if (stream.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const drained = () => {
      stream.off('close', closed);
      resolve();
    };
    const closed = () => {
      stream.off('drain', drained);
      reject(new Error('The export was closed before its end'));
    };
    stream.once('drain', drained);
    stream.once('close', closed);
  });
}

/** Where an export reads: the public reads' database, and on PostgreSQL its pool (for COPY). */
export type ExportSource = Pick<Database, 'read' | 'pool' | 'readPool'>;

/**
 * The bytes of a query of one text column (whole records: CSV lines, worksheet rows), row after row, between
 * `prefix` and `suffix`. On PostgreSQL, PostgreSQL's own bytes passed through (COPY TO STDOUT, db/copy-out.ts);
 * on PGlite (whose COPY TO writes one blob in memory) read through a cursor in a read transaction, 2,000 rows a
 * fetch, written with backpressure. Memory stays flat however many rows there are.
 */
function recordsOut(source: ExportSource, records: SQL, prefix: string, suffix: string): Readable {
  const pool = source.readPool ?? source.pool;
  if (pool) return copyTextColumnOut(pool, records, prefix, suffix);
  const out = new PassThrough();
  const run = async () => {
    await writeWaiting(out, prefix);
    await source.read.transaction((tx: Tx) =>
      forEachRowBatch<{ line: string }>(tx, records, FETCH_ROWS, (rows) =>
        writeWaiting(out, rows.map((row) => row.line).join('')),
      ),
    );
    if (suffix) await writeWaiting(out, suffix);
    out.end();
  };
  run().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/**
 * A public export as a file, streamed row by row (issue 10: 1,000,000 rows, API peak RSS ≤ 300 MB): CSV
 * records, or an XLSX workbook around worksheet rows, both made by the database. An error after the first byte
 * ends the stream, so the client sees a broken download rather than a wrong file.
 */
export function streamExport<Key extends string>(source: ExportSource, file: ExportFile<Key>): Readable {
  const header = file.columns.map((column) => column.label);
  if (file.format === 'csv') return recordsOut(source, csvRecordsSql(file), csvLine(header), '');
  const sheet = recordsOut(
    source,
    xlsxRowsSql(file),
    SHEET_XML_START + xlsxHeadingRow(header),
    SHEET_XML_END,
  );
  return xlsxWorkbook(file.sheet, sheet);
}
