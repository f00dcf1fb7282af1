import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildRowsByShape } from '../../src/db/row-shapes';

// Decision 070: rows are built by a constructor per set of column names, and must be exactly the rows
// node-postgres builds. The driver's own builder is kept here, before the swap, to compare against.

interface Field {
  name: string;
  dataTypeID: number;
  format?: string;
}
interface DriverResult {
  addFields(fields: Field[]): void;
  parseRow(row: unknown[]): unknown;
}
type ResultClass = new (rowMode?: string, types?: unknown) => DriverResult;

const Result = (pg as unknown as { Result: ResultClass }).Result;
const driverAddFields = Result.prototype.addFields;
const driverParseRow = Result.prototype.parseRow;

function driverRows(fields: Field[], rows: unknown[][], rowMode?: string, types?: unknown): unknown[] {
  const result = new Result(rowMode, types);
  driverAddFields.call(result, fields);
  return rows.map((row) => (rowMode === 'array' ? result.parseRow(row) : driverParseRow.call(result, row)));
}

function shapedRows(fields: Field[], rows: unknown[][], rowMode?: string, types?: unknown): unknown[] {
  buildRowsByShape();
  const result = new Result(rowMode, types);
  result.addFields(fields);
  return rows.map((row) => result.parseRow(row));
}

const INT4 = 23;
const TEXT = 25;
const BOOL = 16;
const BYTEA = 17;
const NUMERIC = 1700;

const text = (name: string): Field => ({ name, dataTypeID: TEXT, format: 'text' });

/** The same rows both ways, with the same keys in the same order and the same prototype. */
function expectSameRows(fields: Field[], rows: unknown[][], rowMode?: string, types?: unknown): unknown[] {
  const expected = driverRows(fields, rows, rowMode, types);
  const actual = shapedRows(fields, rows, rowMode, types);
  expect(actual).toEqual(expected);
  actual.forEach((row, index) => {
    expect(Reflect.ownKeys(row as object)).toEqual(Reflect.ownKeys(expected[index] as object));
    expect(Object.getPrototypeOf(row)).toBe(Object.getPrototypeOf(expected[index]));
  });
  return actual;
}

describe('rows built by shape (decision 070)', () => {
  it('gives each column its parsed value under its name, in column order', () => {
    const fields = [
      { name: 'id', dataTypeID: INT4, format: 'text' },
      text('serial'),
      { name: 'trusted', dataTypeID: BOOL, format: 'text' },
      { name: 'volume', dataTypeID: NUMERIC, format: 'text' },
    ];
    const [row] = expectSameRows(fields, [['7', 'SAFCA-2026-0001', 't', '1000.125']]);
    // Volumes stay exact decimal strings: numeric is never parsed to a float.
    expect(row).toEqual({ id: 7, serial: 'SAFCA-2026-0001', trusted: true, volume: '1000.125' });
  });

  it('keeps nulls, and parses binary columns from a Buffer', () => {
    const fields = [text('a'), { name: 'raw', dataTypeID: BYTEA, format: 'binary' }, text('b')];
    expectSameRows(fields, [
      [null, new Uint8Array([1, 2, 3]), 'x'],
      ['y', null, null],
    ]);
  });

  it('gives a name that appears twice the value of its last column, in the place of its first', () => {
    const fields = [text('a'), text('b'), text('a')];
    const [row] = expectSameRows(fields, [['first', 'middle', 'last']]);
    expect(Object.keys(row as object)).toEqual(['a', 'b']);
    expect(row).toEqual({ a: 'last', b: 'middle' });
  });

  it('makes __proto__ an own column, never the row prototype', () => {
    const fields = [text('__proto__'), text('constructor'), text('toString')];
    const [row] = expectSameRows(fields, [['{"polluted":true}', 'c', 't']]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('{"polluted":true}');
  });

  it('reads names that are not identifiers (dots, quotes, spaces, unicode)', () => {
    const fields = ['action.id', 'block."serial"', "it's", 'a b', 'événement', '', '1st', 'line\nbreak'].map(
      text,
    );
    expectSameRows(fields, [fields.map((field) => `value of ${field.name}`)]);
  });

  it("uses the query's own type parsers when it has them", () => {
    const types = {
      getTypeParser: (oid: number) => (value: string) => (oid === INT4 ? `int:${value}` : value),
    };
    const fields = [{ name: 'n', dataTypeID: INT4, format: 'text' }, text('t')];
    const [row] = expectSameRows(fields, [['5', 'x']], undefined, types);
    expect(row).toEqual({ n: 'int:5', t: 'x' });
  });

  it('leaves rows as arrays to the driver', () => {
    expectSameRows([text('a'), text('a')], [['1', '2']], 'array');
  });

  it('builds a second result of another shape after the first, and no columns at all', () => {
    buildRowsByShape();
    const result = new Result();
    result.addFields([text('a')]);
    expect(result.parseRow(['1'])).toEqual({ a: '1' });
    result.addFields([text('b'), text('c')]);
    expect(result.parseRow(['2', '3'])).toEqual({ b: '2', c: '3' });
    expectSameRows([], [[]]);
  });

  it("builds every row of a 52-column shape (the sign's action with its block) as the driver does", () => {
    const fields = Array.from({ length: 52 }, (_, index) => text(`action.column${index}`));
    const rows = shapedRows(fields, [fields.map(() => 'a'), fields.map(() => 'b')]) as object[];
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0] ?? {})).toHaveLength(52);
    expect(driverRows(fields, [fields.map(() => 'a'), fields.map(() => 'b')])).toEqual(rows);
  });
});
