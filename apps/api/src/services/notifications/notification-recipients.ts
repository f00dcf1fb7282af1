import {
  ACCEPTING_ROLES,
  SIGNER_ROLES,
  type AccountMembershipRole,
  type NotificationPreference,
} from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** A person a notification may go to, with how they want to hear. */
export interface Recipient extends Record<string, unknown> {
  id: string;
  email: string;
  name: string;
  preference: NotificationPreference;
  isRegistryAdmin: boolean;
}

const roles = (values: readonly AccountMembershipRole[]): SQL =>
  sql`(${sql.join(
    values.map((role) => sql`${role}`),
    sql`, `,
  )})`;

/**
 * Active members of an active account in one of the roles, through an active membership of the account's
 * company: the people who may act for that account now.
 */
function accountMembers(
  db: DbOrTx,
  accountId: string,
  allowed: readonly AccountMembershipRole[],
  extra: SQL,
) {
  return queryRows<Recipient>(
    db,
    sql`select u.id, u.email, u.name, u.notification_preference as preference, u.is_registry_admin as "isRegistryAdmin"
      from account_memberships m
      join accounts a on a.id = m.account_id and a.status = 'active'
      join companies c on c.id = a.company_id and c.status = 'active'
      join users u on u.id = m.user_id and u.status = 'active'
      join company_memberships cm on cm.user_id = u.id and cm.company_id = a.company_id and cm.status = 'active'
      where m.account_id = ${accountId}::uuid and m.status = 'active' and m.role in ${roles(allowed)} ${extra}
      order by u.email`,
  );
}

/** Who may sign the action now: signers of its account, other than the initiator, who have not signed. */
export const signersOf = (db: DbOrTx, action: { id: string; accountId: string; initiatorId: string }) =>
  accountMembers(
    db,
    action.accountId,
    SIGNER_ROLES,
    sql`and u.id <> ${action.initiatorId}::uuid
      and not exists (select 1 from signatures s where s.action_id = ${action.id}::uuid and s.user_id = u.id)`,
  );

/** Who may accept for the receiving account (docs/decisions/019). */
export const acceptorsOf = (db: DbOrTx, accountId: string) =>
  accountMembers(db, accountId, ACCEPTING_ROLES, sql``);

/** The registry's active administrators. */
export const administrators = (db: DbOrTx) =>
  queryRows<Recipient>(
    db,
    sql`select id, email, name, notification_preference as preference, is_registry_admin as "isRegistryAdmin"
      from users where is_registry_admin and status = 'active' order by email`,
  );

/** One person, if still active. */
export async function activeUser(db: DbOrTx, userId: string): Promise<Recipient | undefined> {
  const [user] = await queryRows<Recipient>(
    db,
    sql`select id, email, name, notification_preference as preference, is_registry_admin as "isRegistryAdmin"
      from users where id = ${userId}::uuid and status = 'active'`,
  );
  return user;
}
