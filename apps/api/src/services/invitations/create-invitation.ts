import type { Invitation, InvitationCreate } from '@safc/domain';
import { and, eq, gt } from 'drizzle-orm';
import { accounts, companies, companyMemberships, invitations } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { isAdministrator, requireCan, type Caller, type Registry } from '../users/caller';
import { ensureInvitedUser } from '../users/ensure-invited-user';
import { loadInvitationViews } from './find-invitation';
import { INVITATION_VALIDITY_MS } from './invitation-links';
import { sendInvitationMail, type InvitationMail } from './send-invitation-mail';
import { newMailedSecret } from '../../identity/mailed-secret';
import { eventTransaction, recordEvents, type EventTx } from '../events/record-events';

const CLOSED = new Set(['closed', 'removed', 'rejected']);

interface Target {
  companyId: string | null;
  companyName: string | null;
  accountId: string | null;
  accountName: string | null;
}

/** Which company and account the invitation is to, and whether the caller may invite there. */
async function resolveTarget(tx: EventTx, caller: Caller, input: InvitationCreate): Promise<Target> {
  const none: Target = { companyId: null, companyName: null, accountId: null, accountName: null };
  if (input.kind === 'createCompany') {
    requireCan(caller, 'Create', 'Company');
    return none;
  }
  if (input.kind === 'registryAdmin') {
    requireCan(caller, 'Invite', 'RegistryAdminUser');
    return none;
  }
  if (input.kind === 'authorisedRepresentative') {
    const [account] = await tx
      .select({
        id: accounts.id,
        name: accounts.name,
        status: accounts.status,
        companyId: accounts.companyId,
        companyName: companies.name,
      })
      .from(accounts)
      .innerJoin(companies, eq(companies.id, accounts.companyId))
      .where(eq(accounts.id, input.accountId!));
    if (!account || !(isAdministrator(caller) || caller.permissions.selectedCompanyId === account.companyId))
      throw AppError.notFound('Account not found');
    requireCan(caller, 'Invite', 'AccountRepresentative', {
      companyId: account.companyId,
      accountId: account.id,
    });
    if (CLOSED.has(account.status)) throw AppError.conflict(`The account is ${account.status}`);
    return {
      companyId: account.companyId,
      companyName: account.companyName,
      accountId: account.id,
      accountName: account.name,
    };
  }
  // joinCompany: a representative invites to their own company; an administrator names the company.
  const companyId = input.companyId ?? caller.permissions.selectedCompanyId;
  if (!companyId) throw AppError.badRequest('body.companyId: Required', { 'body.companyId': 'Required' });
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  if (!company || !(isAdministrator(caller) || caller.permissions.selectedCompanyId === company.id))
    throw AppError.notFound('Company not found');
  requireCan(caller, 'Invite', 'CompanyRepresentative', { companyId });
  if (CLOSED.has(company.status)) throw AppError.conflict(`The company is ${company.status}`);
  return { ...none, companyId, companyName: company.name };
}

/** Someone already holding what the invitation would give needs no invitation. */
/** A refusal that is about the address typed: it names the field, so the form shows it under the e-mail. */
const emailConflict = (message: string) => AppError.conflict(message, { 'body.email': message });

async function refuseNeedless(
  tx: EventTx,
  input: InvitationCreate,
  target: Target,
  userId: string,
  isAdmin: boolean,
) {
  if (input.kind === 'registryAdmin' && isAdmin)
    throw emailConflict('This user is already a registry administrator');
  if (input.kind === 'joinCompany') {
    const [member] = await tx
      .select({ role: companyMemberships.role })
      .from(companyMemberships)
      .where(
        and(
          eq(companyMemberships.companyId, target.companyId!),
          eq(companyMemberships.userId, userId),
          eq(companyMemberships.status, 'active'),
        ),
      );
    if (member?.role === 'companyRepresentative')
      throw emailConflict('This user is already a company representative of the company');
  }
  const pending = await tx
    .select({ id: invitations.id, companyId: invitations.companyId, accountId: invitations.accountId })
    .from(invitations)
    .where(
      and(
        eq(invitations.email, input.email),
        eq(invitations.kind, input.kind),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  if (pending.some((row) => row.companyId === target.companyId && row.accountId === target.accountId))
    throw emailConflict('This e-mail address already has a pending invitation of this kind');
}

/**
 * Inside the caller's transaction: the invitation, the user it is for, and the events. The answer is the
 * invitation as the inviter sees it, and apart from it the e-mail to send after commit: only the e-mail
 * carries the sign-up link's secret (decision 086), of which the row keeps the hash.
 */
export async function createInvitationIn(
  tx: EventTx,
  caller: Caller,
  input: InvitationCreate,
): Promise<{ invitation: Invitation; mail: InvitationMail }> {
  const email = input.email.toLowerCase();
  const target = await resolveTarget(tx, caller, input);
  const user = await ensureInvitedUser(tx, email, caller.user.id);
  if (user.status !== 'active') throw emailConflict(`This user is ${user.status}`);
  await refuseNeedless(tx, { ...input, email }, target, user.id, user.isRegistryAdmin);
  const signUp = newMailedSecret();
  const [invitation] = await tx
    .insert(invitations)
    .values({
      kind: input.kind,
      email,
      companyId: target.companyId,
      accountId: target.accountId,
      accountRole: input.kind === 'authorisedRepresentative' ? input.accountRole! : null,
      invitedBy: caller.user.id,
      expiresAt: new Date(Date.now() + INVITATION_VALIDITY_MS),
      signUpTokenHash: signUp.secretHash,
    })
    .returning({ id: invitations.id });
  if (!invitation) throw new Error('createInvitation: the invitation was not inserted');
  await recordEvents(tx, [
    {
      type: input.kind === 'authorisedRepresentative' ? 'AccountMemberInvited' : 'InvitationCreated',
      actorId: caller.user.id,
      companyId: target.companyId,
      accountId: target.accountId,
      entityType: 'invitation',
      entityId: invitation.id,
      payload: { kind: input.kind, email, accountRole: input.accountRole ?? null },
    },
  ]);
  const [view] = await loadInvitationViews(tx, eq(invitations.id, invitation.id));
  if (!view) throw new Error(`createInvitation: the invitation ${invitation.id} is missing`);
  return {
    invitation: view,
    mail: {
      id: view.id,
      kind: view.kind,
      email: view.email,
      expiresAt: new Date(view.expiresAt),
      companyName: target.companyName,
      accountName: target.accountName,
      signUpSecret: signUp.secret,
    },
  };
}

/** POST /api/invitations: one transaction, then the e-mail with the registration (and sign-up) link. */
export async function createInvitation(
  registry: Registry,
  caller: Caller,
  input: InvitationCreate,
): Promise<Invitation> {
  const { invitation, mail } = await eventTransaction(registry.db, (tx) =>
    createInvitationIn(tx, caller, input),
  );
  await registry.afterCommit((committed) => sendInvitationMail(committed, mail));
  return invitation;
}
