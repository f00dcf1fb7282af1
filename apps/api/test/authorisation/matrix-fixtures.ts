import { randomUUID } from 'node:crypto';
import type { AccountMembershipRole, CompanyRole } from '@safc/domain';
import { eq, sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-users';
import {
  accountMemberships,
  accounts,
  companies,
  companyMemberships,
  events,
  identityAccounts,
  invitations,
  invoices,
  requests,
  signInLockouts,
  uploads,
  users,
} from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { internalTokenFor, type TestApp } from '../helpers/app';

// Targets for the authorisation matrix, written straight to the database: each cell of the matrix gets
// its own, so an allowed change in one cell never decides the outcome of another.

export const PERSONAS = [
  'anonymous',
  'admin',
  'representative',
  'fullAccess',
  'initiator',
  'approver',
  'readOnly',
  'blocked',
  'otherCompany',
  'pendingOnboarding',
] as const;
export type Persona = (typeof PERSONAS)[number];

export interface MatrixFixture {
  app: TestApp;
  nordicId: string;
  skyWaysId: string;
  /** Persona -> user id (anonymous has none). */
  userIds: Partial<Record<Persona, string>>;
  tokens: Partial<Record<Persona, string>>;
  /** One thing of each kind that belongs to SkyWays, to put where a call takes an id of Nordic's. */
  foreign: Record<IdKind, string>;
}

export type IdKind = 'account' | 'company' | 'user' | 'invitation' | 'request' | 'upload';

const DEMO: Partial<Record<Persona, string>> = {
  admin: 'admin@safc-registry.example',
  representative: 'rep@nordicfuels.example',
  initiator: 'initiator@nordicfuels.example',
  approver: 'approver@nordicfuels.example',
  readOnly: 'readonly@nordicfuels.example',
  otherCompany: 'rep@skyways.example',
  // Their company's onboarding still awaits the administrator: they may look at it and nothing else.
  pendingOnboarding: 'pending@newcompany.example',
};

async function companyIdByName(app: TestApp, name: string): Promise<string> {
  const [company] = await app.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, name));
  return company!.id;
}

/** A person who can sign in with the demo password, member of the company with the role. */
export async function createPerson(
  app: TestApp,
  companyId: string,
  role: CompanyRole = 'regular',
): Promise<{ id: string; email: string }> {
  const { db } = app.database;
  const email = `person-${randomUUID().slice(0, 8)}@nordicfuels.example`;
  const [identity] = await db
    .insert(identityAccounts)
    .values({ email, name: 'Matrix Person', passwordHash: await hashPassword(DEMO_PASSWORD) })
    .returning();
  const [user] = await db
    .insert(users)
    .values({ email, name: 'Matrix Person', oidcSubject: identity!.id })
    .returning();
  await db.insert(companyMemberships).values({ companyId, userId: user!.id, role });
  return { id: user!.id, email };
}

export async function buildMatrixFixture(app: TestApp): Promise<MatrixFixture> {
  const nordicId = await companyIdByName(app, 'Nordic Renewable Fuels AS');
  const skyWaysId = await companyIdByName(app, 'SkyWays Airlines Ltd');
  const fullAccess = await createPerson(app, nordicId);
  const blocked = await createPerson(app, nordicId);
  const emails: Partial<Record<Persona, string>> = {
    ...DEMO,
    fullAccess: fullAccess.email,
    blocked: blocked.email,
  };
  const tokens: Partial<Record<Persona, string>> = {};
  const userIds: Partial<Record<Persona, string>> = {};
  for (const [persona, email] of Object.entries(emails) as [Persona, string][]) {
    tokens[persona] = await internalTokenFor(app, email);
    const [user] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    userIds[persona] = user!.id;
  }
  // Blocked after signing in: the token they hold must stop working at once.
  await app.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.id));
  const f: MatrixFixture = {
    app,
    nordicId,
    skyWaysId,
    userIds,
    tokens,
    foreign: {} as Record<IdKind, string>,
  };
  f.foreign = await foreignTargets(f);
  return f;
}

/** SkyWays' counterparts of what the rows create for Nordic. */
async function foreignTargets(f: MatrixFixture): Promise<Record<IdKind, string>> {
  const { db } = f.app.database;
  const [account] = await db
    .insert(accounts)
    .values({
      companyId: f.skyWaysId,
      name: 'SkyWays matrix',
      type: 'generalHoldingAccount',
      status: 'active',
    })
    .returning({ id: accounts.id });
  const [skyUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'initiator@skyways.example'));
  await db
    .insert(accountMemberships)
    .values({ accountId: account!.id, userId: skyUser!.id, role: 'accountRepFullAccess' });
  const [request] = await db
    .insert(requests)
    .values({
      kind: 'CompanyUpdateRequest',
      companyId: f.skyWaysId,
      requestedBy: f.userIds.otherCompany!,
      payload: { website: 'https://skyways.example' },
    })
    .returning({ id: requests.id });
  const [invitation] = await db
    .insert(invitations)
    .values({
      kind: 'authorisedRepresentative',
      email: `invitee-${randomUUID().slice(0, 8)}@skyways.example`,
      companyId: f.skyWaysId,
      accountId: account!.id,
      accountRole: 'readOnly',
      invitedBy: f.userIds.otherCompany!,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: invitations.id });
  return {
    account: account!.id,
    company: f.skyWaysId,
    user: skyUser!.id,
    invitation: invitation!.id,
    request: request!.id,
    upload: await freshDocument(f, { accountId: account!.id }),
  };
}

/** What kind of thing an id names, if the matrix knows it. */
export async function kindOfId(app: TestApp, id: string): Promise<IdKind | undefined> {
  const { db } = app.database;
  const tables = [
    ['account', accounts],
    ['company', companies],
    ['user', users],
    ['invitation', invitations],
    ['request', requests],
    ['upload', uploads],
  ] as const;
  for (const [kind, table] of tables) {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (row) return kind;
  }
  return undefined;
}

const MEMBER_ROLES: [Persona, AccountMembershipRole][] = [
  ['fullAccess', 'accountRepFullAccess'],
  ['initiator', 'accountRepInitiator'],
  ['approver', 'accountRepApprover'],
  ['readOnly', 'readOnly'],
  ['blocked', 'accountRepFullAccess'],
];

/** A fresh account of Nordic whose members are the full-access, initiator, approver and read-only personas. */
export async function freshAccount(
  f: MatrixFixture,
  status: 'active' | 'blocked' = 'active',
): Promise<string> {
  const { db } = f.app.database;
  const [account] = await db
    .insert(accounts)
    .values({
      companyId: f.nordicId,
      name: `Matrix ${randomUUID().slice(0, 6)}`,
      type: 'generalHoldingAccount',
      status,
      blockReason: status === 'blocked' ? 'Matrix' : null,
    })
    .returning({ id: accounts.id });
  for (const [persona, role] of MEMBER_ROLES) {
    await db.insert(accountMemberships).values({ accountId: account!.id, userId: f.userIds[persona]!, role });
  }
  return account!.id;
}

/** A fresh company; only the administrator reaches it. */
export async function freshCompany(
  f: MatrixFixture,
  status: 'active' | 'blocked' = 'active',
): Promise<string> {
  const [company] = await f.app.database.db
    .insert(companies)
    .values({ name: `Matrix Co ${randomUUID().slice(0, 6)}`, status, country: 'NO' })
    .returning({ id: companies.id });
  return company!.id;
}

export async function freshRequest(f: MatrixFixture): Promise<string> {
  const [request] = await f.app.database.db
    .insert(requests)
    .values({
      kind: 'CompanyUpdateRequest',
      companyId: f.nordicId,
      requestedBy: f.userIds.representative!,
      payload: { website: 'https://matrix.example' },
    })
    .returning({ id: requests.id });
  return request!.id;
}

export async function freshInvitation(
  f: MatrixFixture,
  fields: { kind: 'joinCompany' | 'createCompany' | 'authorisedRepresentative'; accountId?: string },
): Promise<string> {
  const [invitation] = await f.app.database.db
    .insert(invitations)
    .values({
      kind: fields.kind,
      email: `invitee-${randomUUID().slice(0, 8)}@elsewhere.example`,
      companyId: fields.kind === 'createCompany' ? null : f.nordicId,
      accountId: fields.accountId ?? null,
      accountRole: fields.accountId ? 'readOnly' : null,
      invitedBy: f.userIds.admin!,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: invitations.id });
  return invitation!.id;
}

/** A Nordic colleague (regular member) for the user calls; optionally already blocked. */
export async function freshColleague(
  f: MatrixFixture,
  status: 'active' | 'blocked' = 'active',
): Promise<string> {
  const person = await createPerson(f.app, f.nordicId);
  if (status === 'blocked')
    await f.app.database.db.update(users).set({ status }).where(eq(users.id, person.id));
  return person.id;
}

/** A new Nordic colleague whose sign-in is locked after too many failed attempts (issue 15 §5). */
export async function freshLockedColleague(f: MatrixFixture): Promise<string> {
  const id = await freshColleague(f);
  const [user] = await f.app.database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  await f.app.database.db
    .insert(signInLockouts)
    .values({ email: user!.email, failures: 10, windowEnds: new Date(), lockedAt: new Date() });
  return id;
}

/** A stored PDF belonging to an account, a company or a request. */
export async function freshDocument(
  f: MatrixFixture,
  owner: { accountId?: string; companyId?: string; requestId?: string },
): Promise<string> {
  const storageKey = `matrix/${randomUUID()}`;
  await f.app.storage.put(storageKey, Buffer.from('%PDF-1.7\n%%EOF\n'));
  const [upload] = await f.app.database.db
    .insert(uploads)
    .values({
      purpose: owner.accountId
        ? 'accountDocument'
        : owner.requestId
          ? 'onboardingDocument'
          : 'companyDocument',
      storageKey,
      originalName: 'matrix.pdf',
      contentType: 'application/pdf',
      sizeBytes: 15,
      sha256: 'matrix',
      uploadedBy: f.userIds.admin!,
      accountId: owner.accountId ?? null,
      companyId: owner.companyId ?? null,
      requestId: owner.requestId ?? null,
    })
    .returning({ id: uploads.id });
  return upload!.id;
}

/** A fresh invoice of Nordic in the status given (issued ones numbered as the registry would not). */
export async function freshInvoice(f: MatrixFixture, status: 'draft' | 'issued' = 'issued'): Promise<string> {
  const day = new Date().toISOString().slice(0, 10);
  const [invoice] = await f.app.database.db
    .insert(invoices)
    .values({
      companyId: f.nordicId,
      periodStart: day,
      periodEnd: day,
      status,
      totalCents: 300000,
      ...(status === 'issued' ? { number: `MATRIX-${randomUUID()}`, issuedOn: day, dueOn: day } : {}),
    })
    .returning({ id: invoices.id });
  return invoice!.id;
}

/** How much has happened: every change writes an event, and every stored file an upload row. */
export async function changeMark(app: TestApp): Promise<string> {
  const [mark] = await app.database.db
    .select({
      events: sql<string>`(select coalesce(max(seq), 0) from ${events})`,
      uploads: sql<string>`(select count(*) from ${uploads})`,
    })
    .from(sql`(select 1) as one`);
  return `${mark!.events}/${mark!.uploads}`;
}
