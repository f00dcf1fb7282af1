import {
  LIST_MODES,
  UNIT_BLOCK_STATUSES,
  UNIT_LIST_MAX_PAGE_SIZE,
  UNIT_LIST_PAGE_SIZE,
  UNIT_TYPES,
  typedText,
  type UnitList,
} from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import {
  callerCan,
  isAdministrator,
  requireCan,
  THIS_ACCOUNTS_UNITS,
  unitsOf,
  type Caller,
} from '../users/caller';
import { queryRows } from '../../db/query-rows';
import { selectUnitSummaries } from './unit-views';

export const UnitListQuerySchema = z.object({
  accountId: z.uuid().optional(),
  mode: z.enum(LIST_MODES).default('single'),
  status: z.enum(UNIT_BLOCK_STATUSES).optional(),
  unitType: z.enum(UNIT_TYPES).optional(),
  search: typedText().max(100).optional(),
  /** The `nextCursor` of the page before: the id of its last row. */
  cursor: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(UNIT_LIST_MAX_PAGE_SIZE).default(UNIT_LIST_PAGE_SIZE),
});
export type UnitListQuery = z.output<typeof UnitListQuerySchema>;

/** The accounts whose units the caller may list: the one asked for, or every visible one. */
function accountScope(caller: Caller, accountId: string | undefined): SQL {
  if (accountId) {
    requireCan(caller, 'View', 'Unit', { accountId, named: THIS_ACCOUNTS_UNITS });
    return sql`b.account_id = ${accountId}`;
  }
  if (isAdministrator(caller)) return sql`true`;
  const visible = caller.permissions.user.accountMemberships
    .filter((m) => m.status === 'active' && m.companyId === caller.permissions.selectedCompanyId)
    .map((m) => sql`${m.accountId}::uuid`);
  if (visible.length === 0) return sql`false`;
  return sql`b.account_id in (${sql.join(visible, sql`, `)})`;
}

function filtersOf(query: UnitListQuery): SQL[] {
  const where: SQL[] = [];
  // Superseded blocks are history: the single list shows what is held (or retired) unless asked otherwise.
  where.push(query.status ? sql`b.status = ${query.status}` : sql`b.status <> 'superseded'`);
  if (query.unitType) where.push(sql`b.unit_type = ${query.unitType}`);
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(b.serial ilike ${like} or i.form->'batch'->>'batchNumber' ilike ${like} or b.type_code ilike ${like})`,
    );
  }
  return where;
}

/** The blocks the query lists (over the aliases b, a, c, i of selectUnitSummaries). */
const LISTED_FROM = sql`unit_blocks b
  join accounts a on a.id = b.account_id
  join companies c on c.id = a.company_id
  join issuances i on i.id = b.issuance_id`;

const cursorNotInList = () =>
  AppError.badRequest('cursor: this page of the list is gone; load the list again from its start', {
    cursor: 'Not a row of this list',
  });

/**
 * GET /api/units: holdings, a page at a time (`limit` rows after `cursor`), with the total and the cursor of the
 * next page. `single` lists the blocks, newest first; `tree` lists the chain of custody of each: its superseded
 * ancestors down to it and the ancestors' other children, depth-first, each row with its depth.
 */
export async function listUnits(db: DbOrTx, caller: Caller, query: UnitListQuery): Promise<UnitList> {
  const where = sql.join([accountScope(caller, query.accountId), ...filtersOf(query)], sql` and `);
  return query.mode === 'tree' ? custodyTreePage(db, caller, where, query) : blocksPage(db, where, query);
}

async function blocksPage(db: DbOrTx, where: SQL, { cursor, limit }: UnitListQuery): Promise<UnitList> {
  let after = sql`true`;
  if (cursor) {
    const [position] = await queryRows<{ found: boolean }>(
      db,
      sql`select true as found from ${LISTED_FROM} where b.id = ${cursor} and ${where}`,
    );
    if (!position) throw cursorNotInList();
    // Keyset paging in the list's order (newest first): rows added meanwhile never shift a page.
    after = sql`(b.created_at, b.serial) < (select created_at, serial from unit_blocks where id = ${cursor})`;
  }
  const [rows, [count]] = await Promise.all([
    selectUnitSummaries(db, sql`${where} and ${after}`, { limit: limit + 1 }),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${LISTED_FROM} where ${where}`),
  ]);
  const items = rows.slice(0, limit).map((unit) => ({ ...unit, depth: 0, inAccount: true }));
  const nextCursor = rows.length > limit ? items[items.length - 1]!.id : null;
  return { mode: 'single', items, total: count?.total ?? 0, nextCursor };
}

interface CustodyRow extends Record<string, unknown> {
  id: string;
  parent_id: string | null;
  held: boolean;
  account_id: string;
  company_id: string;
}

/**
 * The blocks of the chains the caller may open, by the unit page's own rule (View on the account's units): a
 * block another company holds is left out of the tree, which showed its free and reserved volume, note,
 * claim and holder while GET /api/units/{id} refused it (issue 39, docs/decisions/092). Its public page
 * still tells anyone what the public may know of it.
 */
const blocksTheCallerMayOpen = (caller: Caller, rows: CustodyRow[]): CustodyRow[] =>
  rows.filter((row) =>
    callerCan(caller, 'View', 'Unit', unitsOf({ id: row.account_id, companyId: row.company_id })),
  );

/**
 * Rows of the custody trees in reading order: a parent, then each of its children's subtrees, oldest first;
 * only the trees that hold a listed block.
 */
function readingOrder(rows: CustodyRow[]): { id: string; depth: number; held: boolean }[] {
  const present = new Set(rows.map((row) => row.id));
  const children = new Map<string, CustodyRow[]>();
  const roots: CustodyRow[] = [];
  // `rows` come oldest first, so each list of children does too.
  for (const row of rows) {
    if (row.parent_id && present.has(row.parent_id)) {
      const siblings = children.get(row.parent_id) ?? [];
      siblings.push(row);
      children.set(row.parent_id, siblings);
    } else {
      roots.push(row);
    }
  }
  const order: { id: string; depth: number; held: boolean }[] = [];
  for (const root of roots) {
    // An explicit stack, not recursion: a chain of custody has no depth limit.
    const tree: { id: string; depth: number; held: boolean }[] = [];
    const stack = [{ row: root, depth: 0 }];
    while (stack.length > 0) {
      const { row, depth } = stack.pop()!;
      tree.push({ id: row.id, depth, held: row.held });
      const below = children.get(row.id) ?? [];
      for (let index = below.length - 1; index >= 0; index -= 1)
        stack.push({ row: below[index]!, depth: depth + 1 });
    }
    if (tree.some((node) => node.held)) order.push(...tree);
  }
  return order;
}

async function custodyTreePage(
  db: DbOrTx,
  caller: Caller,
  where: SQL,
  { cursor, limit }: UnitListQuery,
): Promise<UnitList> {
  // Every block of a chain of custody comes from one issuance, so the chains of the listed blocks are the
  // blocks of their issuances: read without recursion (a recursive query walks a 10,000-deep chain in 10,000
  // steps), ids and parents only; the page's rows are then read in full.
  const rows = await queryRows<CustodyRow>(
    db,
    sql`with held as (select b.id from ${LISTED_FROM} where ${where})
      select b.id, b.parent_id, b.id in (select id from held) as held, b.account_id, a.company_id
        from unit_blocks b
        join accounts a on a.id = b.account_id
       where b.issuance_id in (select b.issuance_id from ${LISTED_FROM} where ${where})
       order by b.created_at, b.serial`,
  );
  const order = readingOrder(blocksTheCallerMayOpen(caller, rows));
  let start = 0;
  if (cursor) {
    start = order.findIndex((row) => row.id === cursor) + 1;
    if (start === 0) throw cursorNotInList();
  }
  const page = order.slice(start, start + limit);
  const ids = sql.join(
    page.map((row) => sql`${row.id}::uuid`),
    sql`, `,
  );
  const summaries =
    page.length === 0 ? [] : await selectUnitSummaries(db, sql`b.id in (${ids})`, { limit: page.length });
  const byId = new Map(summaries.map((unit) => [unit.id, unit]));
  const items = page.map((row) => ({ ...byId.get(row.id)!, depth: row.depth, inAccount: row.held }));
  const nextCursor = start + limit < order.length ? page[page.length - 1]!.id : null;
  return { mode: 'tree', items, total: order.length, nextCursor };
}
