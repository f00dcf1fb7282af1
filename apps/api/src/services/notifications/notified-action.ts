import type { ActionStatus, ActionType } from '@safc/domain';
import type { DbOrTx } from '../../db/client';
import { preparedRows, preparedStatement } from '../../db/prepared-rows';

/** An action as the notification mails describe it, read when the notifier comes to its event. */
export interface NotifiedAction extends Record<string, unknown> {
  id: string;
  type: ActionType;
  status: ActionStatus;
  volume: string | null;
  initiatorId: string;
  initiatorName: string;
  /** The account that started it (the sending account; the issuing account of an issuance). */
  accountId: string;
  accountName: string;
  companyId: string;
  companyName: string;
  /** The account asked to accept (a transfer's receiver, the air transport provider of an on-behalf claim). */
  receivingAccountId: string | null;
  receivingAccountName: string | null;
  receivingCompanyId: string | null;
  serial: string | null;
  expiresAt: string | null;
  /** An issuance's: the administrator's comment on their decision, once decided. */
  decisionComment: string | null;
  /** The issuance an Issue action is about (its page tells the initiator how it ended); null for the others. */
  issuanceId: string | null;
}

/**
 * Prepared (issue 13): the seven-table join cost PostgreSQL 0.8 ms of planning at each call, more than
 * running it; prepared, it is planned once per connection. It reads a batch of actions at once: the
 * notifier reads the actions of all the events it takes in one round trip, not one per event.
 */
const notifiedActionsStatement = preparedStatement(
  'safc_notified_actions',
  `select x.id, x.type, x.status, x.volume::text as volume, x.initiator_id as "initiatorId",
      iu.name as "initiatorName",
      a.id as "accountId", a.name as "accountName", c.id as "companyId", c.name as "companyName",
      r.id as "receivingAccountId", r.name as "receivingAccountName", r.company_id as "receivingCompanyId",
      b.serial, to_char(x.expires_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as "expiresAt",
      x.issuance_id as "issuanceId",
      (select q.decision_comment from requests q
        where q.issuance_id = x.issuance_id and q.kind = 'IssueApprovalRequest' and q.status <> 'pending'
        order by q.decided_at desc nulls last limit 1) as "decisionComment"
    from actions x
    join users iu on iu.id = x.initiator_id
    join accounts a on a.id = coalesce(x.sending_account_id, x.receiving_account_id)
    join companies c on c.id = a.company_id
    left join accounts r on r.id = x.receiving_account_id and x.sending_account_id is not null
    left join unit_blocks b on b.id = x.unit_block_id
    where x.id = any($1::uuid[])`,
);

/** The actions with these ids, by id (an id that names no action is left out). */
export async function loadNotifiedActions(
  db: DbOrTx,
  actionIds: readonly string[],
): Promise<Map<string, NotifiedAction>> {
  if (actionIds.length === 0) return new Map();
  const rows = await preparedRows<NotifiedAction>(db, notifiedActionsStatement, [[...new Set(actionIds)]]);
  return new Map(rows.map((action) => [action.id, action]));
}

export async function loadNotifiedAction(db: DbOrTx, actionId: string): Promise<NotifiedAction | undefined> {
  return (await loadNotifiedActions(db, [actionId])).get(actionId);
}
