import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, issueBlock, type DemoLedger } from '../ledger/ledger-helpers';

// Issue 15 §4: the holdings list stopped at 500 blocks (the tree at 5,000) without a word, and the tree mode
// overflowed the stack (recursive building and validation) once a chain of custody was ~1,000 levels deep.

const DEPTH = 10_000;

interface Row {
  id: string;
  parentId: string | null;
  depth: number;
  inAccount: boolean;
  status: string;
}

describe('The holdings list pages with a cursor, in both modes, through a chain of custody 10,000 levels deep', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  let rootId: string;

  /** Every page of GET /api/units, following nextCursor; checks each page says the same total. */
  async function everyPage(
    query: string,
    limit: number,
  ): Promise<{ rows: Row[]; total: number; pages: number }> {
    const rows: Row[] = [];
    let cursor: string | null = null;
    let total = -1;
    let pages = 0;
    do {
      const url = `/api/units?accountId=${ledger.nordicFuel}&${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await call(app, PEOPLE.nordicInitiator, 'GET', url);
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json<{ items: Row[]; total: number; nextCursor: string | null }>();
      if (total === -1) total = body.total;
      expect(body.total).toBe(total);
      expect(body.items.length).toBeLessThanOrEqual(limit);
      rows.push(...body.items);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    return { rows, total, pages };
  }

  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    rootId = await issueBlock(app, ledger.nordicFuel, '20000');
    // A block split again and again: generation k supersedes the block before it into a block kept in the
    // account (volume 1) and the rest, split in turn. Written in one statement: 10,000 splits through the
    // API would take hours, and the list reads only the rows.
    await app.database.db.execute(sql`
      with generation as (select k from generate_series(1, ${DEPTH}) k),
      -- md5 made a valid version-4 uuid: the contract checks every id.
      ids as (select k, overlay(overlay(md5('rest-' || k) placing '4' from 13) placing '8' from 17)::uuid as rest,
                     overlay(overlay(md5('kept-' || k) placing '4' from 13) placing '8' from 17)::uuid as kept,
                     overlay(overlay(md5('rest-' || (k - 1)) placing '4' from 13) placing '8' from 17)::uuid as before
                from generation),
      root as (select * from unit_blocks where id = ${rootId})
      insert into unit_blocks (id, serial, unit_type, account_id, issuance_id, parent_id, volume, status, category,
                               type_code, co2_abated, expires_at, created_at)
      select ids.rest, 'TEST-REST-' || k, root.unit_type, root.account_id, root.issuance_id,
             case when k = 1 then root.id else ids.before end,
             (20000 - k)::numeric, (case when k = ${DEPTH} then 'active' else 'superseded' end)::unit_block_status,
             root.category, root.type_code, 0, root.expires_at, root.created_at + k * interval '1 millisecond'
        from ids, root
      union all
      select ids.kept, 'TEST-KEPT-' || k, root.unit_type, root.account_id, root.issuance_id,
             case when k = 1 then root.id else ids.before end,
             1, 'active'::unit_block_status, root.category, root.type_code, 0, root.expires_at,
             root.created_at + k * interval '1 millisecond'
        from ids, root`);
    await app.database.db.execute(sql`update unit_blocks set status = 'superseded' where id = ${rootId}`);
  }, 240_000);
  afterAll(() => app.close());

  it('mode single: every block once, newest first, across pages; the total says how many', async () => {
    const { rows, total, pages } = await everyPage('mode=single', 1000);
    expect(pages).toBeGreaterThan(10);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row.id)).size).toBe(total);
    // Every kept block, and the last rest, held in the account; none of the superseded.
    expect(rows.filter((row) => row.id === rootId)).toHaveLength(0);
    expect(total).toBeGreaterThanOrEqual(DEPTH + 1);
    expect(rows.every((row) => row.status !== 'superseded' && row.inAccount && row.depth === 0)).toBe(true);
  });

  it('mode tree: the whole chain, parents before children, 10,000 levels, not one block fewer than the list', async () => {
    const flat = await everyPage('mode=single', 1000);
    const { rows, total } = await everyPage('mode=tree', 1000);
    expect(rows).toHaveLength(total);
    const seen = new Map<string, Row>();
    for (const row of rows) {
      expect(seen.has(row.id)).toBe(false);
      const parent = row.parentId ? seen.get(row.parentId) : undefined;
      // Each row comes after its parent, one level deeper (a root, or a block whose parent is not shown, at 0).
      expect(row.depth).toBe(parent ? parent.depth + 1 : 0);
      seen.set(row.id, row);
    }
    expect(seen.get(rootId)).toMatchObject({ depth: 0, inAccount: false, status: 'superseded' });
    expect(Math.max(...rows.map((row) => row.depth))).toBe(DEPTH);
    const held = rows.filter((row) => row.inAccount).map((row) => row.id);
    expect(held.sort()).toEqual(flat.rows.map((row) => row.id).sort());
  });

  it('a small page size pages too, and a cursor that is not a row of the list is refused by name', async () => {
    const first = await call(
      app,
      PEOPLE.nordicInitiator,
      'GET',
      `/api/units?accountId=${ledger.nordicFuel}&mode=tree&limit=2`,
    );
    expect(first.json()).toMatchObject({
      mode: 'tree',
      items: [{ depth: 0 }, {}],
      nextCursor: expect.any(String),
    });
    const next = await call(
      app,
      PEOPLE.nordicInitiator,
      'GET',
      `/api/units?accountId=${ledger.nordicFuel}&mode=tree&limit=2&cursor=${first.json().nextCursor}`,
    );
    expect(next.json().items[0].id).not.toBe(first.json().items[0].id);
    const elsewhere = await call(
      app,
      PEOPLE.skyInitiator,
      'GET',
      `/api/units?accountId=${ledger.skyPortfolio}&cursor=${rootId}`,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      details: { cursor: expect.any(String) },
      errorId: expect.any(String),
    });
    const tooMany = await call(
      app,
      PEOPLE.nordicInitiator,
      'GET',
      `/api/units?accountId=${ledger.nordicFuel}&limit=5000`,
    );
    expect(tooMany.statusCode).toBe(400);
  });
});
