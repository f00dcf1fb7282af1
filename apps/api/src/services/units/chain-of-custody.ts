import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../errors/app-error';

/**
 * Whether the account held the block or a block it was made from: its chain of custody (blocks never change
 * hands in place; a transfer, split or claim makes children of the block it supersedes, DESIGN §4).
 */
export async function heldTheBlock(db: DbOrTx, blockId: string, accountId: string): Promise<boolean> {
  const [row] = await queryRows<{ held: boolean }>(
    db,
    sql`with recursive up(id, parent_id, account_id) as (
          select id, parent_id, account_id from unit_blocks where id = ${blockId}
          union select p.id, p.parent_id, p.account_id from unit_blocks p join up on p.id = up.parent_id
        )
        select exists (select 1 from up where account_id::text = ${accountId}) as held`,
  );
  return row?.held ?? false;
}

/**
 * A claim's previous owner (forms spec §3, `previousOwnerId`) is one of the accounts that held the claimed
 * units (decision 039: picked from the unit's holders), never just any account of the registry (issue 39).
 */
export async function requirePreviousOwner(db: DbOrTx, blockId: string, accountId: string): Promise<void> {
  if (await heldTheBlock(db, blockId, accountId)) return;
  const message = 'Choose an account that held these units';
  throw AppError.badRequest(`body.previousOwnerId: ${message}`, { 'body.previousOwnerId': message });
}
