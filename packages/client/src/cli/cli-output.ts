// What a command prints: a table for a person, or the answer as JSON (`--json`) for a script.

export type Row = Record<string, unknown>;

const cell = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Rows as a plain-text table with these columns (header, then one line a row). */
export function table(rows: readonly Row[], columns: readonly string[]): string {
  if (rows.length === 0) return '(none)';
  const texts = rows.map((row) => columns.map((column) => cell(row[column])));
  const widths = columns.map((column, i) => Math.max(column.length, ...texts.map((t) => t[i]!.length)));
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...texts.map(line)].join('\n');
}

export interface Output {
  json: boolean;
  write: (text: string) => void;
}

/** Prints `data` as JSON, or its rows as a table. */
export function show(output: Output, data: unknown, rows: readonly Row[], columns: readonly string[]): void {
  output.write(output.json ? JSON.stringify(data, null, 2) : table(rows, columns));
}
