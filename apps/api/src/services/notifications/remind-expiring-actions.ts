import { sql } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { expiryReminder } from './notification-content';
import { acceptorsOf, activeUser, signersOf, type Recipient } from './notification-recipients';
import { loadNotifiedAction } from './notified-action';
import { writeNotice } from './notify-events';

const REMIND_BEFORE = sql`interval '24 hours'`;
const BATCH = 200;

/**
 * 24 hours before a pending transfer (or any pending action with an expiry) expires, whoever may move it on
 * now and its initiator are reminded, once: the reminder's key holds the action and the person, so runs of
 * several processes write it once.
 */
export async function remindExpiringActions(
  db: Db,
  publicUrl: string,
  now = new Date(),
): Promise<{ reminded: number }> {
  const due = await queryRows<{ id: string }>(
    db,
    sql`select x.id from actions x
      where x.status in ('pendingSignature', 'pendingAcceptance') and x.expires_at > ${now.toISOString()}::timestamptz
        and x.expires_at <= ${now.toISOString()}::timestamptz + ${REMIND_BEFORE}
        and not exists (select 1 from notifications n where n.action_id = x.id and n.kind = 'expiryReminder')
      order by x.expires_at limit ${BATCH}`,
  );
  let reminded = 0;
  for (const { id } of due) {
    reminded += await inTransaction(db, async (tx) => {
      const action = await loadNotifiedAction(tx, id);
      if (!action || !['pendingSignature', 'pendingAcceptance'].includes(action.status)) return 0;
      const receiving = action.status === 'pendingAcceptance' && action.receivingAccountId !== null;
      const movers: Recipient[] = receiving
        ? await acceptorsOf(tx, action.receivingAccountId!)
        : await signersOf(tx, action);
      const initiator = await activeUser(tx, action.initiatorId);
      const key = `reminder:${action.id}`;
      const forMovers = {
        kind: 'expiryReminder' as const,
        recipients: movers,
        companyId: receiving ? action.receivingCompanyId : action.companyId,
        actionId: action.id,
        content: expiryReminder(action, false, receiving),
      };
      const forInitiator = {
        kind: 'expiryReminder' as const,
        recipients: initiator ? [initiator] : [],
        companyId: action.companyId,
        actionId: action.id,
        content: expiryReminder(action, true, false),
      };
      return (
        (await writeNotice(tx, forMovers, key, publicUrl)) +
        (await writeNotice(tx, forInitiator, key, publicUrl))
      );
    });
  }
  return { reminded };
}
