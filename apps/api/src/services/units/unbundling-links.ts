import type { LinkedUnit } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { callerCan, unitsOf, type Caller } from '../users/caller';

// A unit on the other side of an unbundling (the contract's LinkedUnit). Its serial is public (the public
// registry lists every approved block); `viewable` says whether the caller may open its unit page, otherwise
// the web links to its public page, so another company's holdings are never shown.

interface LinkedRow extends Record<string, unknown> {
  id: string;
  serial: string;
  volume: string;
  accountId: string;
  companyId: string;
}

const linked = (caller: Caller, rows: LinkedRow[]): LinkedUnit[] =>
  rows.map((row) => ({
    id: row.id,
    serial: row.serial,
    volume: row.volume,
    viewable: callerCan(caller, 'View', 'Unit', unitsOf({ id: row.accountId, companyId: row.companyId })),
  }));

/**
 * A SAFcE block's originating SAFcA: the nearest SAFcA up its chain of custody (a SAFcE is made a child
 * of the SAFcA block it was issued for, and later transfers and splits of the SAFcE hang below it).
 */
export async function originSafcaOf(db: DbOrTx, caller: Caller, id: string): Promise<LinkedUnit | null> {
  const rows = await queryRows<LinkedRow>(
    db,
    sql`with recursive up(id, parent_id, unit_type, depth) as (
          select id, parent_id, unit_type, 0 from unit_blocks where id = ${id}
          union all select p.id, p.parent_id, p.unit_type, up.depth + 1
            from unit_blocks p join up on p.id = up.parent_id where up.unit_type = 'SAFcE'
        )
        select b.id, b.serial, b.volume::text as volume, b.account_id as "accountId", a.company_id as "companyId"
          from up join unit_blocks b on b.id = up.id join accounts a on a.id = b.account_id
         where up.unit_type = 'SAFcA' order by up.depth limit 1`,
  );
  return linked(caller, rows)[0] ?? null;
}

/**
 * The SAFcE issued from a SAFcA block: the SAFcE children of the block and of the SAFcA blocks made from
 * it (an unbundling leaves a category-3 child, which carries its SAFcE), oldest first.
 */
export async function safceIssuedFrom(db: DbOrTx, caller: Caller, id: string): Promise<LinkedUnit[]> {
  const rows = await queryRows<LinkedRow>(
    db,
    sql`with recursive down(id) as (
          select id from unit_blocks where id = ${id} and unit_type = 'SAFcA'
          union all select c.id from unit_blocks c join down on c.parent_id = down.id where c.unit_type = 'SAFcA'
        )
        select e.id, e.serial, e.volume::text as volume, e.account_id as "accountId", a.company_id as "companyId"
          from unit_blocks e join down on e.parent_id = down.id join accounts a on a.id = e.account_id
         where e.unit_type = 'SAFcE' order by e.created_at, e.serial`,
  );
  return linked(caller, rows);
}
