import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';
import { queryRows } from '../../apps/api/src/db/query-rows';
import { generateInternalToken } from '../../apps/api/src/services/auth/internal-token';

export interface BenchLedger {
  sendingAccountId: string;
  receivingAccountId: string;
  initiatorToken: string;
  signerToken: string;
  /** Per client, the blocks it spends one after the other (none shared between clients). */
  blocksPerClient: string[][];
}

async function accountId(db: Db, name: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(db, sql`select id from accounts where name = ${name}`);
  if (!row) throw new Error(`bench: no account ${name}`);
  return row.id;
}

async function sessionToken(db: Db, email: string): Promise<string> {
  const { token, tokenHash } = generateInternalToken();
  await db.execute(sql`insert into tokens (kind, user_id, token_hash, expires_at)
    select 'session', id, ${tokenHash}, now() + interval '1 hour' from users where email = ${email}`);
  return token;
}

/**
 * On the seeded demo registry: SkyWays' portfolio trusts Nordic's production account (so a transfer completes
 * on its signature), and one approved issuance whose volume is spread over clients x blocksPerClient blocks
 * of 10 t, inserted in one statement (a bench needs many blocks, not many issue forms).
 */
export async function prepareLedger(db: Db, clients: number, blocksPerClient: number): Promise<BenchLedger> {
  const sendingAccountId = await accountId(db, 'Nordic Renewable Fuels - SAF Production');
  const receivingAccountId = await accountId(db, 'SkyWays Airlines - SAF Portfolio');
  await db.execute(sql`insert into trusted_accounts (account_id, trusted_account_id, created_by)
    select ${receivingAccountId}, ${sendingAccountId}, id from users where email = 'rep@skyways.example'`);

  const count = clients * blocksPerClient;
  const [issuance] = await queryRows<{ id: string }>(
    db,
    sql`insert into issuances (account_id, company_id, initiator_id, status, documentation_type, form, volume, co2_abated,
          emission_reduction, tier, category, type_code, production_year, approved_at)
        select a.id, a.company_id, u.id, 'approved', 'pos', '{}'::jsonb, ${count * 10}, ${count * 30}, 80, 'A', 2, 'SAFcA-A2-VAL', 2026, now()
          from accounts a, users u where a.id = ${sendingAccountId} and u.email = 'initiator@nordicfuels.example'
        returning id`,
  );
  if (!issuance) throw new Error('bench: the issuance was not inserted');
  const blocks = await queryRows<{ id: string }>(
    db,
    sql`insert into unit_blocks (serial, unit_type, account_id, issuance_id, volume, category, type_code, co2_abated)
        select 'SAFCA-BENCH-' || lpad(n::text, 7, '0'), 'SAFcA', ${sendingAccountId}, ${issuance.id}, 10, 2, 'SAFcA-A2-VAL', 30
          from generate_series(1, ${count}) n
        returning id`,
  );
  const blocksPerClientList = Array.from({ length: clients }, (_, client) =>
    blocks.slice(client * blocksPerClient, (client + 1) * blocksPerClient).map((block) => block.id),
  );
  return {
    sendingAccountId,
    receivingAccountId,
    initiatorToken: await sessionToken(db, 'initiator@nordicfuels.example'),
    signerToken: await sessionToken(db, 'approver@nordicfuels.example'),
    blocksPerClient: blocksPerClientList,
  };
}
