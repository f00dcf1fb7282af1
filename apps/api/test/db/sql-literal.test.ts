import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sqlLiteral } from '../../src/db/prepared-rows';

describe('sqlLiteral', () => {
  it('quotes exactly as node-postgres escapeLiteral does', () => {
    const samples = [
      '',
      'abc',
      "a'b",
      'a\\b',
      "x'\\'y\\\\",
      JSON.stringify({ a: 'q"\\n\'z', b: ['\u00e9', 1.5] }),
    ];
    for (const sample of samples) expect(sqlLiteral(sample)).toBe(pg.escapeLiteral(sample));
  });
});
