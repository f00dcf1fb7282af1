// The formula guard of every CSV the registry writes, the API's exports and the web's chart figures alike
// (OWASP "CSV Injection"): a spreadsheet runs a cell that
// starts with =, +, -, @, a tab or a CR as a formula, and some read the full-width forms (＝ ＋ － ＠) alike.
// Such a cell gets a leading quote, so it is shown as typed. Only a whole plain number is left as it is, so
// a negative amount stays a number: '-12.5' passes, '-1+HYPERLINK("http://x")' does not (issue 39).

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
/** Longer than any number the registry writes: such a text is not read by the number pattern. */
export const PLAIN_NUMBER_MAX_LENGTH = 40;

/** Whether a spreadsheet opening the CSV would run this text as a formula. */
export function startsLikeFormula(text: string): boolean {
  if (!FORMULA_START.test(text)) return false;
  return text.length > PLAIN_NUMBER_MAX_LENGTH || !PLAIN_NUMBER.test(text);
}

/** RFC 4180 quoting, and a leading quote on text a spreadsheet would run as a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (startsLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF. */
export const csvLine = (values: readonly unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;
