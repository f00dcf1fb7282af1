import { UNIT_BLOCK_STATUSES, UNIT_TYPES, typedText } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Actor } from '../ledger/actor';
import { mayViewUnits } from '../ledger/actor';
import { selectUnitSummaries, type UnitSummary } from './unit-views';

export const UnitListQuerySchema = z.object({
  accountId: z.uuid().optional(),
  mode: z.enum(['single', 'tree']).default('single'),
  status: z.enum(UNIT_BLOCK_STATUSES).optional(),
  unitType: z.enum(UNIT_TYPES).optional(),
  search: typedText().max(100).optional(),
});
export type UnitListQuery = z.output<typeof UnitListQuerySchema>;

export interface UnitNode extends UnitSummary {
  /** Whether the block is held by the listed account(s); ancestors and siblings elsewhere are shown for custody. */
  inAccount: boolean;
  children: UnitNode[];
}

/** The accounts whose units the actor may list: the one asked for, or every visible one. */
function accountScope(actor: Actor, accountId: string | undefined): SQL {
  const { user } = actor.permissions;
  if (accountId) {
    const membership = user.accountMemberships.find(
      (m) => m.accountId === accountId && m.status === 'active',
    );
    if (
      !user.isRegistryAdmin &&
      !(membership && mayViewUnits(actor, { id: accountId, companyId: membership.companyId }))
    ) {
      throw AppError.forbidden('You may not view the units of this account', { accountId });
    }
    return sql`b.account_id = ${accountId}`;
  }
  if (user.isRegistryAdmin) return sql`true`;
  const visible = user.accountMemberships
    .filter((m) => m.status === 'active' && m.companyId === actor.permissions.selectedCompanyId)
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

/**
 * GET /api/units: holdings. `single` lists the blocks; `tree` returns the chain of custody: each listed
 * block's superseded ancestors down to it, with the ancestors' other children, as nested nodes.
 */
export async function listUnits(
  db: DbOrTx,
  actor: Actor,
  query: UnitListQuery,
): Promise<{ mode: 'single' | 'tree'; items: UnitSummary[] | UnitNode[] }> {
  const scope = accountScope(actor, query.accountId);
  const held = await selectUnitSummaries(db, sql.join([scope, ...filtersOf(query)], sql` and `));
  if (query.mode === 'single') return { mode: 'single', items: held };
  return { mode: 'tree', items: await custodyTree(db, held) };
}

async function custodyTree(db: DbOrTx, held: UnitSummary[]): Promise<UnitNode[]> {
  if (held.length === 0) return [];
  const heldIds = new Set(held.map((unit) => unit.id));
  const idList = sql.join(
    held.map((unit) => sql`${unit.id}::uuid`),
    sql`, `,
  );
  // The roots of the listed blocks (walking parent_id up), then every block under those roots.
  const related = await selectUnitSummaries(
    db,
    sql`b.id in (
      with recursive up(id, parent_id) as (
        select id, parent_id from unit_blocks where id in (${idList})
        union select p.id, p.parent_id from unit_blocks p join up on p.id = up.parent_id
      ), down(id) as (
        select id from up where parent_id is null
        union select c.id from unit_blocks c join down on c.parent_id = down.id
      )
      select id from down union select id from up)`,
    { limit: 5000 },
  );
  const nodes = new Map<string, UnitNode>(
    related.map((unit) => [unit.id, { ...unit, inAccount: heldIds.has(unit.id), children: [] }]),
  );
  const roots: UnitNode[] = [];
  for (const node of [...nodes.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
