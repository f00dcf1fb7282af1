import type { ActionStatus, ActionType, ActionView } from '@safc/domain';
import { actionState } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

type ActionViewRow = {
  id: string;
  type: ActionType;
  status: ActionStatus;
  volume: string | null;
  unit_block_id: string | null;
  serial: string | null;
  issuance_id: string | null;
  sending_account_id: string | null;
  sending_account_name: string | null;
  sending_company_id: string | null;
  sending_company_name: string | null;
  receiving_account_id: string | null;
  receiving_account_name: string | null;
  receiving_company_id: string | null;
  receiving_company_name: string | null;
  initiator_id: string;
  initiator_name: string;
  signatures: number;
  required_signatures: number;
  created_at: string;
  updated_at: string;
  expires_at: string | null;
  completed_at: string | null;
};

const iso = (text: string | null): string | null => (text ? new Date(text).toISOString() : null);

function requiredActionsOf(row: ActionViewRow): string {
  switch (row.status) {
    case 'pendingSignature':
      return `Signature (${row.signatures} of ${row.required_signatures}) by ${row.sending_account_name ?? 'the account'}`;
    case 'pendingAcceptance':
      return `Acceptance by ${row.receiving_account_name ?? 'the receiving account'}`;
    case 'pendingApproval':
      return 'Approval by a registry administrator';
    case 'clarificationRequested':
      return 'Clarification by the initiator';
    default:
      return 'None';
  }
}

export function toActionView(row: ActionViewRow): ActionView {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    state: actionState(row.status),
    volume: row.volume,
    unitBlockId: row.unit_block_id,
    serial: row.serial,
    issuanceId: row.issuance_id,
    sendingAccountId: row.sending_account_id,
    sendingAccountName: row.sending_account_name,
    sendingCompanyId: row.sending_company_id,
    sendingCompanyName: row.sending_company_name,
    receivingAccountId: row.receiving_account_id,
    receivingAccountName: row.receiving_account_name,
    receivingCompanyId: row.receiving_company_id,
    receivingCompanyName: row.receiving_company_name,
    initiatorId: row.initiator_id,
    initiatorName: row.initiator_name,
    signatures: row.signatures,
    requiredSignatures: row.required_signatures,
    requiredActions: requiredActionsOf(row),
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
    expiresAt: iso(row.expires_at),
    completedAt: iso(row.completed_at),
  };
}

/** Action views matching `where` (over the aliases x, sa, sc, ra, rc), newest first. */
export async function selectActionViews(
  db: DbOrTx,
  where: SQL,
  { limit = 100, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<ActionView[]> {
  const rows = await queryRows<ActionViewRow>(
    db,
    sql`select x.id, x.type, x.status, x.volume::text as volume, x.unit_block_id, b.serial, x.issuance_id,
          x.sending_account_id, sa.name as sending_account_name, sc.id as sending_company_id, sc.name as sending_company_name,
          x.receiving_account_id, ra.name as receiving_account_name, rc.id as receiving_company_id, rc.name as receiving_company_name,
          x.initiator_id, u.name as initiator_name,
          (select count(*)::int from signatures s where s.action_id = x.id) as signatures,
          x.required_signatures, x.created_at::text as created_at, x.updated_at::text as updated_at,
          x.expires_at::text as expires_at, x.completed_at::text as completed_at
        from actions x
        join users u on u.id = x.initiator_id
        left join unit_blocks b on b.id = x.unit_block_id
        left join accounts sa on sa.id = x.sending_account_id
        left join companies sc on sc.id = sa.company_id
        left join accounts ra on ra.id = x.receiving_account_id
        left join companies rc on rc.id = ra.company_id
       where ${where}
       order by x.created_at desc, x.id
       limit ${limit} offset ${offset}`,
  );
  return rows.map(toActionView);
}

export async function countActions(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from actions x
        left join accounts sa on sa.id = x.sending_account_id
        left join companies sc on sc.id = sa.company_id
        left join accounts ra on ra.id = x.receiving_account_id
        left join companies rc on rc.id = ra.company_id
       where ${where}`,
  );
  return row?.n ?? 0;
}
