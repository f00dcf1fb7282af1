import pg from 'pg';

/**
 * node-postgres' result rows built from a constructor made once per set of column names (decision 070).
 *
 * For every result, node-postgres' `Result.addFields` writes each column's name into an `Object.create(null)`
 * object (a dictionary: each name is hashed and interned, since it is a new string read from the wire) and
 * copies it as the template every row is spread from; each row is then a dictionary too, filled a key at a
 * time, and every read of it downstream is a hash lookup. The ledger's hot path reads rows of 13 to 52
 * columns on every call: measured under the ledger benchmark (2026-11-28), `addFields` and `parseRow` took
 * 0.27 ms of the API's CPU a transfer, a tenth of it; a 52-column row took 28 µs to describe and build.
 *
 * Here the columns' names key a cache of functions, each returning an object literal with those names in
 * order (a fast object with one hidden class, shared by every row of that shape): the same row in 7 µs, the
 * hash of one joined string instead of one per name. A row is what node-postgres makes: an own property per
 * distinct name in the order of its first column, holding the value of its last (`select 1 as a, 2 as a`
 * gives `{ a: 2 }`), `__proto__` an own property like any other name, values parsed by the same type
 * parsers. Rows as arrays (`rowMode: 'array'`) are left to node-postgres. PGlite builds its own rows.
 */

type RowParser = (value: unknown) => unknown;

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format?: string;
}

interface TypeParsers {
  getTypeParser(oid: number, format?: 'text' | 'binary'): RowParser;
}

/** The parts of node-postgres' Result (pg/lib/result.js) its row building uses. */
interface DriverResult {
  fields: FieldDescription[];
  _parsers: RowParser[] | undefined;
  _types: TypeParsers | undefined;
  rowAsArray: boolean;
  /** The row's constructor for the current columns (ours; undefined for rows as arrays). */
  rowOfShape?: RowOfShape;
  addFields(fields: FieldDescription[]): void;
  parseRow(rowData: readonly unknown[]): unknown;
}

type RowOfShape = (values: unknown[]) => Record<string, unknown>;

/** Shapes seen; bounded so that a program that names columns without end cannot grow it without end. */
const MAX_SHAPES = 1000;
const shapes = new Map<string, RowOfShape>();

function rowOfShape(fields: readonly FieldDescription[]): RowOfShape {
  // A column name cannot contain NUL: joined with it, two different lists never make the same key.
  let key = '';
  for (const field of fields) key += `${field.name}\u0000`;
  const known = shapes.get(key);
  if (known) return known;
  const lastIndexOf = new Map<string, number>();
  fields.forEach((field, index) => lastIndexOf.set(field.name, index));
  // Map keys keep their first insertion's place: the names in the order of their first column.
  const properties = [...lastIndexOf].map(([name, index]) =>
    // A computed key defines an own property even for __proto__, which a literal key would make the prototype.
    name === '__proto__'
      ? `[${JSON.stringify(name)}]: values[${index}]`
      : `${JSON.stringify(name)}: values[${index}]`,
  );
  // The names are the database's column labels, each written as a JSON string literal: nothing else reaches
  // the code. An object literal gives all rows of a shape one hidden class from their first property on.
  const made = new Function('values', `return { ${properties.join(', ')} };`) as RowOfShape;
  if (shapes.size >= MAX_SHAPES) shapes.clear();
  shapes.set(key, made);
  return made;
}

function addFields(this: DriverResult, fields: FieldDescription[]): void {
  this.fields = fields;
  const parsers = new Array<RowParser>(fields.length);
  const types: TypeParsers = this._types ?? pg.types;
  fields.forEach((field, index) => {
    parsers[index] = types.getTypeParser(field.dataTypeID, field.format === 'binary' ? 'binary' : 'text');
  });
  // As node-postgres: a result without columns keeps the parsers it had.
  if (fields.length > 0) this._parsers = parsers;
  this.rowOfShape = this.rowAsArray ? undefined : rowOfShape(fields);
}

function parseRow(this: DriverResult, rowData: readonly unknown[]): unknown {
  const parsers = this._parsers ?? [];
  const values = new Array<unknown>(rowData.length);
  for (let index = 0; index < rowData.length; index += 1) {
    const raw = rowData[index];
    const parse = parsers[index];
    if (raw === null || !parse) values[index] = raw ?? null;
    else
      values[index] = parse(this.fields[index]?.format === 'binary' ? Buffer.from(raw as Uint8Array) : raw);
  }
  return (this.rowOfShape ?? rowOfShape(this.fields))(values);
}

let installed = false;

/** Makes node-postgres build rows by shape, once per process (openPool calls it before any query). */
export function buildRowsByShape(): void {
  if (installed) return;
  installed = true;
  const prototype = (pg as unknown as { Result: { prototype: DriverResult } }).Result.prototype;
  prototype.addFields = addFields;
  prototype.parseRow = parseRow;
}
