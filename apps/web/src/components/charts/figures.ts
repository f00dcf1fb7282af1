import { csvLine, formatNumber } from '@safc/domain';

// What a chart shows, once, as columns and rows: the chart draws it, the table lists it and the CSV holds it,
// so the three never disagree (issue 42).

export interface FigureColumn {
  /** The column's heading in the table and the CSV (with its unit: "Issued (t)"). */
  label: string;
  /** Numbers are right-aligned in the table and written as plain numbers in the CSV. */
  numeric?: boolean;
}

export interface Figures {
  columns: FigureColumn[];
  /** One row per bar, month or country: the first cell names it, the others are its values as sent. */
  rows: (string | number)[][];
}

/**
 * A category's name as an axis tick shows it: without a closing parenthesis ("HEFA (Hydroprocessed Esters and
 * Fatty Acids)" -> "HEFA", "Used cooking oil (UCO)" -> "Used cooking oil"), which the label column cut off
 * mid-word. The card's table names it whole.
 */
export function tickName(name: string): string {
  // String steps rather than a pattern: /\s*\(...\)$/ tried every start in a run of spaces (quadratic).
  const open = name.lastIndexOf('(');
  if (open < 0 || !name.endsWith(')') || name.slice(open + 1, -1).includes(')')) return name;
  return name.slice(0, open).trimEnd() || name;
}

/** A decimal string of tonnes as a table cell reads it: grouped, three decimals. */
export const tonnesCell = (value: string | number): string =>
  formatNumber(String(value), { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** The figures as CSV (RFC 4180, formula-guarded as every CSV the registry writes), with a header row. */
export const figuresCsv = ({ columns, rows }: Figures): string =>
  csvLine(columns.map((column) => column.label)) + rows.map((row) => csvLine(row)).join('');

/** Saves the figures as a CSV file, made in the browser from exactly what the chart shows. */
export function downloadFiguresCsv(figures: Figures, fileName: string): void {
  const url = URL.createObjectURL(new Blob([figuresCsv(figures)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
