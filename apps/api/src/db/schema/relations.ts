import { relations } from 'drizzle-orm';
import { accountMemberships, accounts, trustedAccounts } from './accounts';
import { actions, signatures } from './actions';
import { invoiceLines, invoices } from './billing';
import { companies, companyMemberships } from './companies';
import { issuances } from './issuances';
import { unitBlocks } from './unit-blocks';
import { users } from './users';

// Relations for drizzle's relational queries (db.query.users.findFirst({ with: { companyMemberships } })).
// Only the paths the screens walk are declared; everything else joins explicitly.

export const usersRelations = relations(users, ({ many }) => ({
  companyMemberships: many(companyMemberships),
  accountMemberships: many(accountMemberships),
}));

export const companiesRelations = relations(companies, ({ many }) => ({
  memberships: many(companyMemberships),
  accounts: many(accounts),
  invoices: many(invoices),
}));

export const companyMembershipsRelations = relations(companyMemberships, ({ one }) => ({
  company: one(companies, { fields: [companyMemberships.companyId], references: [companies.id] }),
  user: one(users, { fields: [companyMemberships.userId], references: [users.id] }),
}));

export const accountsRelations = relations(accounts, ({ one, many }) => ({
  company: one(companies, { fields: [accounts.companyId], references: [companies.id] }),
  memberships: many(accountMemberships),
  trusted: many(trustedAccounts, { relationName: 'trustingAccount' }),
}));

export const accountMembershipsRelations = relations(accountMemberships, ({ one }) => ({
  account: one(accounts, { fields: [accountMemberships.accountId], references: [accounts.id] }),
  user: one(users, { fields: [accountMemberships.userId], references: [users.id] }),
}));

export const trustedAccountsRelations = relations(trustedAccounts, ({ one }) => ({
  account: one(accounts, {
    fields: [trustedAccounts.accountId],
    references: [accounts.id],
    relationName: 'trustingAccount',
  }),
  trustedAccount: one(accounts, { fields: [trustedAccounts.trustedAccountId], references: [accounts.id] }),
}));

export const issuancesRelations = relations(issuances, ({ one, many }) => ({
  account: one(accounts, { fields: [issuances.accountId], references: [accounts.id] }),
  company: one(companies, { fields: [issuances.companyId], references: [companies.id] }),
  initiator: one(users, { fields: [issuances.initiatorId], references: [users.id] }),
  unitBlocks: many(unitBlocks),
}));

export const unitBlocksRelations = relations(unitBlocks, ({ one, many }) => ({
  account: one(accounts, { fields: [unitBlocks.accountId], references: [accounts.id] }),
  issuance: one(issuances, { fields: [unitBlocks.issuanceId], references: [issuances.id] }),
  parent: one(unitBlocks, {
    fields: [unitBlocks.parentId],
    references: [unitBlocks.id],
    relationName: 'custody',
  }),
  children: many(unitBlocks, { relationName: 'custody' }),
}));

export const actionsRelations = relations(actions, ({ one, many }) => ({
  unitBlock: one(unitBlocks, { fields: [actions.unitBlockId], references: [unitBlocks.id] }),
  issuance: one(issuances, { fields: [actions.issuanceId], references: [issuances.id] }),
  initiator: one(users, { fields: [actions.initiatorId], references: [users.id] }),
  signatures: many(signatures),
}));

export const signaturesRelations = relations(signatures, ({ one }) => ({
  action: one(actions, { fields: [signatures.actionId], references: [actions.id] }),
  user: one(users, { fields: [signatures.userId], references: [users.id] }),
}));

export const invoicesRelations = relations(invoices, ({ one, many }) => ({
  company: one(companies, { fields: [invoices.companyId], references: [companies.id] }),
  lines: many(invoiceLines),
}));

export const invoiceLinesRelations = relations(invoiceLines, ({ one }) => ({
  invoice: one(invoices, { fields: [invoiceLines.invoiceId], references: [invoices.id] }),
}));
