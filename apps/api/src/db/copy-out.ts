import { Readable } from 'node:stream';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';

/**
 * COPY accepts no bind parameters, so the query's values are written into its text as literals: pg's
 * escapeLiteral (an E'' string with quotes and backslashes doubled) reads the same whatever the server's
 * standard_conforming_strings says, unlike drizzle's plain '' quoting.
 */
class LiteralDialect extends PgDialect {
  override escapeString(value: string): string {
    return pg.escapeLiteral(value);
  }
}
const literalDialect = new LiteralDialect();

/** A query's text with its values inlined as literals (numbers as themselves, strings quoted). */
export const inlinedQueryText = (query: SQL): string => literalDialect.sqlToQuery(query.inlineParams()).sql;

/** Bytes gathered before they are handed on: one push per 64 kB, not one per row. */
const OUT_CHUNK = 64 * 1024;
/** PGCOPY\n\377\r\n\0, the flags field and the header extension's length. */
const BINARY_HEADER = 19;

type Stage = 'header' | 'extension' | 'count' | 'data' | 'done';

/**
 * `COPY (query) TO STDOUT (FORMAT binary)` of a query of one text column, as the stream of that column's
 * bytes, row after row (the rows' values are whole records: CSV lines with their line ends). PostgreSQL makes
 * every byte; this only drops the binary format's framing (6 bytes a row) and joins the rest into 64 kB
 * chunks, so no row becomes a JavaScript string or object. Binary, because the text and CSV formats would
 * escape or quote the records' own line breaks and backslashes. A pg Submittable: pass it to client.query.
 * Backpressure pauses the connection's socket. Destroying the stream does not stop the server: release the
 * client with an error (which closes the connection) when the stream did not end.
 */
export class CopyTextColumnOut extends Readable implements pg.Submittable {
  private connection: pg.Connection | undefined;
  private stage: Stage = 'header';
  /** Bytes of a fixed-size field split between two messages. */
  private readonly fixed = Buffer.alloc(BINARY_HEADER);
  private fixedHave = 0;
  private left = 0;
  private out = Buffer.allocUnsafe(OUT_CHUNK);
  private outLength = 0;
  private paused = false;
  rows = 0;

  constructor(
    private readonly text: string,
    /** Bytes after the last row (the close of a worksheet). */
    private readonly suffix = '',
  ) {
    super();
  }

  submit(connection: pg.Connection): void {
    this.connection = connection;
    // The simple query protocol: COPY's rows come back as CopyData messages.
    (connection as unknown as { query(text: string): void }).query(this.text);
  }

  override _read(): void {
    this.resumeConnection();
  }

  private resumeConnection(): void {
    if (this.paused && this.connection) {
      this.paused = false;
      this.connection.stream.resume();
    }
  }

  private flush(): void {
    if (this.outLength === 0) return;
    const chunk = this.out.subarray(0, this.outLength);
    this.out = Buffer.allocUnsafe(OUT_CHUNK);
    this.outLength = 0;
    if (!this.push(chunk) && this.connection && !this.paused) {
      this.paused = true;
      this.connection.stream.pause();
    }
  }

  private append(source: Buffer, start: number, end: number): void {
    while (start < end) {
      const n = Math.min(end - start, OUT_CHUNK - this.outLength);
      source.copy(this.out, this.outLength, start, start + n);
      this.outLength += n;
      start += n;
      if (this.outLength === OUT_CHUNK) this.flush();
    }
  }

  /** Gathers a fixed-size field across messages; true once it is whole (in this.fixed). */
  private gather(chunk: Buffer, at: number, size: number): number {
    const n = Math.min(size - this.fixedHave, chunk.length - at);
    chunk.copy(this.fixed, this.fixedHave, at, at + n);
    this.fixedHave += n;
    return n;
  }

  handleCopyData(message: { chunk: Buffer }): void {
    if (this.destroyed) return;
    try {
      this.readRows(message.chunk);
    } catch (error) {
      this.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private readRows(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      switch (this.stage) {
        case 'data': {
          const n = Math.min(this.left, chunk.length - at);
          this.append(chunk, at, at + n);
          at += n;
          this.left -= n;
          if (this.left === 0) this.stage = 'count';
          break;
        }
        case 'count':
          // The usual case: a row's field count and length in this message, read in place.
          if (this.fixedHave === 0 && chunk.length - at >= 6) {
            const count = chunk.readInt16BE(at);
            if (count === -1) {
              this.stage = 'done';
              return;
            }
            if (count !== 1) throw new Error(`COPY out: a row of ${count} columns, one expected`);
            this.startValue(chunk.readInt32BE(at + 2));
            at += 6;
            break;
          }
          at += this.gather(chunk, at, 6);
          if (this.fixedHave === 2 && this.fixed.readInt16BE(0) === -1) {
            this.stage = 'done';
            return;
          }
          if (this.fixedHave === 6) {
            this.fixedHave = 0;
            if (this.fixed.readInt16BE(0) !== 1) throw new Error('COPY out: one column expected');
            this.startValue(this.fixed.readInt32BE(2));
          }
          break;
        case 'header':
          at += this.gather(chunk, at, BINARY_HEADER);
          if (this.fixedHave === BINARY_HEADER) {
            this.fixedHave = 0;
            this.left = this.fixed.readUInt32BE(15);
            this.stage = this.left > 0 ? 'extension' : 'count';
          }
          break;
        case 'extension': {
          const n = Math.min(this.left, chunk.length - at);
          at += n;
          this.left -= n;
          if (this.left === 0) this.stage = 'count';
          break;
        }
        case 'done':
          return;
      }
    }
  }

  private startValue(length: number): void {
    this.rows += 1;
    // A null value (length -1) adds nothing.
    this.left = Math.max(length, 0);
    this.stage = this.left > 0 ? 'data' : 'count';
  }

  handleCommandComplete(): void {
    this.flush();
  }

  handleReadyForQuery(): void {
    this.flush();
    // The exchange is over: the connection goes back to its pool reading, whatever the consumer does.
    this.resumeConnection();
    if (this.suffix) this.push(this.suffix);
    this.push(null);
  }

  handleError(error: Error): void {
    this.destroy(error);
  }

  // Messages a COPY does not send; pg's client may still call them on a broken exchange.
  handleRowDescription(): void {
    this.destroy(new Error('COPY out: a row description, not COPY data'));
  }
  handleDataRow(): void {
    this.destroy(new Error('COPY out: a data row, not COPY data'));
  }
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(connection: pg.Connection): void {
    (connection as unknown as { sendCopyFail(message: string): void }).sendCopyFail('COPY out only');
  }
}

/**
 * Streams the bytes of a query of one text column (see CopyTextColumnOut) on a client of its own from `pool`,
 * between `prefix` and `suffix`. The client goes back to the pool when the copy ends; if the stream fails or is destroyed
 * before (a download cancelled), the connection is closed, which ends the COPY on the server too.
 */
export function copyTextColumnOut(pool: pg.Pool, query: SQL, prefix: string, suffix = ''): Readable {
  const copy = new CopyTextColumnOut(`copy (${inlinedQueryText(query)}) to stdout (format binary)`, suffix);
  copy.push(prefix);
  pool.connect().then(
    (client) => {
      if (copy.destroyed) return client.release(true);
      let released = false;
      const release = (error?: Error) => {
        if (released) return;
        released = true;
        client.release(error ?? undefined);
      };
      copy.once('end', () => release());
      copy.once('close', () => release(copy.readableEnded ? undefined : new Error('COPY out stopped')));
      client.query(copy);
    },
    (error: unknown) => copy.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return copy;
}
