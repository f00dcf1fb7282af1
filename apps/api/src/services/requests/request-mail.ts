import { REQUEST_KIND_LABELS, ROUTE_PATHS } from '@safc/domain';
import { and, eq } from 'drizzle-orm';
import { companies, requests, users } from '../../db/schema';
import { currentRequestTransaction, outsideRequestTransaction } from '../../db/request-transaction';
import type { Registry } from '../users/caller';

/**
 * Mail goes out once the request is committed: at once when the call's transaction is over, or after the
 * commit of a call with an Idempotency-Key (which runs the whole call in one transaction), so a rolled-back
 * request never reaches anyone.
 */
async function onceCommitted(work: () => Promise<void>): Promise<void> {
  const current = currentRequestTransaction();
  if (current) current.afterCommit.push(() => outsideRequestTransaction(work));
  else await work();
}

async function loadRequest(registry: Registry, requestId: string) {
  const [row] = await registry.db
    .select({
      id: requests.id,
      kind: requests.kind,
      status: requests.status,
      companyId: requests.companyId,
      companyName: companies.name,
      decisionComment: requests.decisionComment,
      requesterEmail: users.email,
      requesterName: users.name,
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.requestedBy))
    .leftJoin(companies, eq(companies.id, requests.companyId))
    .where(eq(requests.id, requestId));
  return row;
}

/** A failed send is logged and undoes nothing: the request is committed and shows in the review screens. */
async function sendEach(registry: Registry, to: string[], subject: string, text: string, requestId: string) {
  for (const address of to) {
    try {
      await registry.mailer.send({ to: address, subject, text });
    } catch (error) {
      registry.log.error({ err: error, requestId }, 'request e-mail could not be sent');
    }
  }
}

/**
 * After a request is committed: every active administrator is told it awaits approval, with a link to the
 * company it concerns (where it is approved or rejected) or to Actions.
 */
export async function mailRequestOpened(registry: Registry, requestId: string): Promise<void> {
  await onceCommitted(() => sendRequestOpened(registry, requestId));
}

async function sendRequestOpened(registry: Registry, requestId: string): Promise<void> {
  const request = await loadRequest(registry, requestId);
  if (!request) return;
  const administrators = await registry.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isRegistryAdmin, true), eq(users.status, 'active')));
  const label = REQUEST_KIND_LABELS[request.kind];
  const screen = request.companyId
    ? ROUTE_PATHS.COMPANY_VIEW.replace(':companyId', request.companyId)
    : ROUTE_PATHS.ACTIONS;
  const text = `Hello,

${request.requesterName} (${request.requesterEmail}) sent a request that awaits your approval: ${label}${
    request.companyName ? ` for ${request.companyName}` : ''
  }.

Approve or reject it here:
${registry.config.publicUrl}${screen}

SAFc Registry`;
  await sendEach(
    registry,
    administrators.map((administrator) => administrator.email),
    `Your action is required: ${label}`,
    text,
    requestId,
  );
}

/** After a decision is committed: the person who asked learns it, with the administrator's comment. */
export async function mailRequestDecided(registry: Registry, requestId: string): Promise<void> {
  await onceCommitted(() => sendRequestDecided(registry, requestId));
}

async function sendRequestDecided(registry: Registry, requestId: string): Promise<void> {
  const request = await loadRequest(registry, requestId);
  if (!request || request.status === 'pending') return;
  // An issuance's initiator hears how it ended from the action notifications, whichever door decided it.
  if (request.kind === 'IssueApprovalRequest') return;
  const label = REQUEST_KIND_LABELS[request.kind];
  const comment = request.decisionComment
    ? `\nThe administrator's comment: ${request.decisionComment}\n`
    : '';
  const text = `Hello ${request.requesterName},

Your request (${label}${request.companyName ? `, ${request.companyName}` : ''}) was ${request.status}.
${comment}
See your company:
${registry.config.publicUrl}${ROUTE_PATHS.COMPANY}

SAFc Registry`;
  await sendEach(
    registry,
    [request.requesterEmail],
    `Your request was ${request.status}: ${label}`,
    text,
    requestId,
  );
}

/** For calls whose answer names the request they opened (if any): the administrators are told, then it is answered. */
export async function announcedRequest<T extends { requestId: string | null }>(
  registry: Registry,
  result: T,
): Promise<T> {
  if (result.requestId) await mailRequestOpened(registry, result.requestId);
  return result;
}
