import { PassThrough, pipeline, type Readable } from 'node:stream';

/**
 * A one-sheet XLSX workbook (Office Open XML, ECMA-376) whose sheet XML is handed over as a stream: the parts
 * around the sheet are fixed, and the sheet's rows come as they are made (by the database, for the public
 * exports: docs/decisions/057), so nothing holds the whole file and no row becomes a JavaScript value. The zip
 * container is archiver's (the one exceljs writes with), deflating on libuv's threads at level 1.
 */

/** XML text: the three characters markup reads, and CR (kept as a reference; a parser turns a raw CR into LF). */
export const xmlText = (value: string): string =>
  value.replace(/[&<>\r]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' })[c] ?? c);

/** A column's letters in a cell reference: A for the first (index 0), Z, AA, AB... */
export function columnLetters(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : columnLetters(Math.floor(index / 26) - 1) + letter;
}

/** The first row, of text cells, inline (no shared strings table, so nothing is kept across rows). */
export const xlsxHeadingRow = (values: readonly string[]): string =>
  `<row r="1">${values
    .map(
      (value, index) =>
        `<c r="${columnLetters(index)}1" t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`,
    )
    .join('')}</row>`;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** What comes before the sheet's first row, and after its last. */
export const SHEET_XML_START = `${DECLARATION}<worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_XML_END = '</sheetData></worksheet>';

/** The package's fixed parts: content types, relationships and the workbook naming its one sheet. */
function fixedParts(sheetName: string): [string, string][] {
  return [
    [
      '[Content_Types].xml',
      `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
        `<sheets><sheet name="${xmlText(sheetName).replace(/"/g, '&quot;')}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
  ];
}

/**
 * The workbook as a stream: `sheetXml` must be the whole sheet part (SHEET_XML_START, rows, SHEET_XML_END).
 * Archiver reads it as the zip entry can take it (backpressure reaches the database). A failure of the sheet
 * ends the file with an error, and a file abandoned by its reader stops the sheet (releasing its connection).
 */
export function xlsxWorkbook(sheetName: string, sheetXml: Readable): Readable {
  const out = new PassThrough();
  // Loaded on the first workbook a process writes, as exceljs was: most processes never write one.
  import('archiver').then(
    ({ default: archiver }) => {
      if (out.destroyed) return sheetXml.destroy();
      const zip = archiver('zip', { zlib: { level: 1 } });
      for (const [name, text] of fixedParts(sheetName)) zip.append(text, { name });
      zip.append(sheetXml, { name: 'xl/worksheets/sheet1.xml' });
      sheetXml.once('error', (error) => out.destroy(error));
      out.once('close', () => {
        if (!sheetXml.readableEnded) sheetXml.destroy();
      });
      pipeline(zip as unknown as Readable, out, () => undefined);
      void zip.finalize().catch((error: unknown) => out.destroy(error as Error));
    },
    (error: unknown) => {
      sheetXml.destroy();
      out.destroy(error as Error);
    },
  );
  return out;
}
