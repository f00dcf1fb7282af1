import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, timestampTz } from './columns';
import { companies } from './companies';
import { requestKindEnum, requestStatusEnum } from './enums';
import { issuances } from './issuances';
import { users } from './users';

/** Everything a registry administrator reviews: onboarding, company and account changes, issuances. */
export const requests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: requestKindEnum('kind').notNull(),
    status: requestStatusEnum('status').notNull().default('pending'),
    companyId: uuid('company_id').references(() => companies.id),
    accountId: uuid('account_id').references(() => accounts.id),
    /** Set for IssueApprovalRequest, so the review screen finds the issuance without reading payload. */
    issuanceId: uuid('issuance_id').references(() => issuances.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    payload: jsonb('payload').notNull().default({}),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestampTz('decided_at'),
    decisionComment: text('decision_comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('requests_status_kind_idx').on(t.status, t.kind),
    index('requests_company_idx').on(t.companyId),
    index('requests_account_idx').on(t.accountId),
    index('requests_issuance_idx').on(t.issuanceId),
    index('requests_requested_by_idx').on(t.requestedBy),
  ],
);
