import {
  REQUEST_KIND_LABELS,
  ROUTE_PATHS,
  deliveryOf,
  type NotificationKind,
  type RequestKind,
} from '@safc/domain';
import { and, eq } from 'drizzle-orm';
import { companies, requests, users } from '../../db/schema';
import type { Registry } from '../users/caller';
import { inTransaction } from '../../db/transaction';
import { writeNotice } from '../notifications/notify-events';
import type { Recipient } from '../notifications/notification-recipients';

const recipientColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  preference: users.notificationPreference,
  isRegistryAdmin: users.isRegistryAdmin,
};

interface RequestMail {
  kind: NotificationKind;
  /** null: the administrators. */
  companyId: string | null;
  subject: string;
  text: string;
  /** The same words for a digest: its paragraphs, button and screen. */
  paragraphs: string[];
  callToAction: string;
  link: string;
}

/**
 * Each person's notification preference decides (decision 033, as for the action mails): "every event"
 * mails at once, "daily digest" puts the mail in the outbox for the next digest, "none" sends nothing,
 * except an administrator's approval mail, which cannot be turned off.
 */
async function deliver(
  registry: Registry,
  recipients: Recipient[],
  mail: RequestMail,
  requestId: string,
  key: string,
) {
  const delivery = (recipient: Recipient) =>
    deliveryOf(recipient.preference, mail.kind, recipient.isRegistryAdmin);
  await sendEach(
    registry,
    recipients.filter((recipient) => delivery(recipient) === 'now').map((recipient) => recipient.email),
    mail.subject,
    mail.text,
    requestId,
  );
  const digest = recipients.filter((recipient) => delivery(recipient) === 'digest');
  if (digest.length === 0) return;
  try {
    await inTransaction(registry.db, (tx) =>
      writeNotice(
        tx,
        {
          kind: mail.kind,
          recipients: digest,
          companyId: mail.companyId,
          actionId: null,
          content: {
            subject: mail.subject,
            paragraphs: mail.paragraphs,
            callToAction: mail.callToAction,
            link: mail.link,
          },
        },
        `${key}:${requestId}`,
        registry.config.publicUrl,
      ),
    );
  } catch (error) {
    registry.log.error({ err: error, requestId }, 'request notification could not be queued for the digest');
  }
}

const OUTSIDERS_REQUESTS: ReadonlySet<RequestKind> = new Set([
  'JoinCrApprovalRequest',
  'JoinArApprovalRequest',
  'CompanyOnboardRequest',
]);

/**
 * Where the person who asked sees what was decided: the account's page for an account's request, else the
 * company's page, naming the company so the screen selects it first (a person may work for several).
 */
function requesterScreen(request: {
  kind: RequestKind;
  status: string;
  companyId: string | null;
  accountId: string | null;
}): string {
  // A person refused entry into a company or an account has no screen of it to see.
  if (request.status === 'rejected' && OUTSIDERS_REQUESTS.has(request.kind)) return '/';
  if (!request.companyId) return ROUTE_PATHS.COMPANY;
  const query = `?${new URLSearchParams({ companyId: request.companyId }).toString()}`;
  return request.accountId
    ? `${ROUTE_PATHS.ACCOUNT.replace(':accountId', request.accountId)}${query}`
    : `${ROUTE_PATHS.COMPANY}${query}`;
}

async function loadRequest(registry: Registry, requestId: string) {
  const [row] = await registry.db
    .select({
      id: requests.id,
      kind: requests.kind,
      status: requests.status,
      companyId: requests.companyId,
      accountId: requests.accountId,
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
  // Once the request is committed: a rolled-back request never reaches anyone.
  await registry.afterCommit((committed) => sendRequestOpened(committed, requestId));
}

async function sendRequestOpened(registry: Registry, requestId: string): Promise<void> {
  const request = await loadRequest(registry, requestId);
  if (!request) return;
  const administrators = await registry.db
    .select(recipientColumns)
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
  await deliver(
    registry,
    administrators,
    {
      kind: 'approvalRequired',
      companyId: null,
      subject: `Your action is required: ${label}`,
      text,
      paragraphs: [
        `${request.requesterName} (${request.requesterEmail}) sent a request that awaits your approval: ${label}${
          request.companyName ? ` for ${request.companyName}` : ''
        }.`,
      ],
      callToAction: 'Approve or reject it',
      link: screen,
    },
    requestId,
    'request-opened',
  );
}

/** After a decision is committed: the person who asked learns it, with the administrator's comment. */
export async function mailRequestDecided(registry: Registry, requestId: string): Promise<void> {
  await registry.afterCommit((committed) => sendRequestDecided(committed, requestId));
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
  const screen = requesterScreen(request);
  const text = `Hello ${request.requesterName},

Your request (${label}${request.companyName ? `, ${request.companyName}` : ''}) was ${request.status}.
${comment}
See it here:
${registry.config.publicUrl}${screen}

SAFc Registry`;
  const requester = await registry.db
    .select(recipientColumns)
    .from(users)
    .where(eq(users.email, request.requesterEmail));
  await deliver(
    registry,
    requester,
    {
      kind: request.status === 'approved' ? 'actionCompleted' : 'actionRejected',
      companyId: request.companyId,
      subject: `Your request was ${request.status}: ${label}`,
      text,
      paragraphs: [
        `Your request (${label}${request.companyName ? `, ${request.companyName}` : ''}) was ${request.status}.`,
        ...(request.decisionComment ? [`The administrator's comment: ${request.decisionComment}`] : []),
      ],
      callToAction: request.accountId ? 'See the account' : 'See your company',
      link: screen,
    },
    requestId,
    'request-decided',
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
