import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { check, index, integer, jsonb, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, timestampTz, updatedAt, volume } from './columns';
import { actionStatusEnum, actionTypeEnum } from './enums';
import { issuances } from './issuances';
import { unitBlocks } from './unit-blocks';
import { users } from './users';

/** A Transfer, Split, Claim, IssueMeta or Issue awaiting signatures, acceptance or approval (four eyes). */
export const actions = pgTable(
  'actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: actionTypeEnum('type').notNull(),
    status: actionStatusEnum('status').notNull().default('pendingSignature'),
    unitBlockId: uuid('unit_block_id').references((): AnyPgColumn => unitBlocks.id),
    issuanceId: uuid('issuance_id').references(() => issuances.id),
    sendingAccountId: uuid('sending_account_id').references(() => accounts.id),
    receivingAccountId: uuid('receiving_account_id').references(() => accounts.id),
    initiatorId: uuid('initiator_id')
      .notNull()
      .references(() => users.id),
    /** The volume the action moves; reserved on its block while the action is pending. */
    volume: volume('volume'),
    /** The form as submitted (claim details, split volumes, recipient...). */
    payload: jsonb('payload').notNull().default({}),
    requiredSignatures: integer('required_signatures').notNull().default(1),
    expiresAt: timestampTz('expires_at'),
    completedAt: timestampTz('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('actions_volume_positive', sql`${t.volume} is null or ${t.volume} > 0`),
    check('actions_required_signatures_positive', sql`${t.requiredSignatures} >= 1`),
    index('actions_status_idx').on(t.status),
    index('actions_unit_block_idx').on(t.unitBlockId),
    index('actions_issuance_idx').on(t.issuanceId),
    index('actions_sending_account_idx').on(t.sendingAccountId, t.status),
    index('actions_receiving_account_idx').on(t.receivingAccountId, t.status),
    index('actions_expires_at_idx').on(t.expiresAt),
  ],
);

export const signatures = pgTable(
  'signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    signedAt: timestampTz('signed_at').notNull().defaultNow(),
  },
  (t) => [unique('signatures_action_user_unique').on(t.actionId, t.userId)],
);
