import type { WebhookEndpoint } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../errors/app-error';
import { callerCan, type Caller } from '../users/caller';

// Who keeps a company's webhooks, and how an endpoint is read (issue 44): the representatives of the selected
// company (Edit on the company, platform spec §6), for their company's endpoints only. An endpoint of another
// company answers 404, as one that does not exist: guessing ids tells nothing.

/** The company whose webhooks the caller keeps: the selected one, if they represent it. */
export function webhookCompanyOf(caller: Caller): string {
  const companyId = caller.permissions.selectedCompanyId;
  if (!companyId)
    throw AppError.forbidden("Select a company: webhooks are kept by a company's representatives");
  if (!callerCan(caller, 'Edit', 'Company', { companyId }))
    throw AppError.forbidden("Only the company's representatives may keep its webhooks");
  return companyId;
}

/** An endpoint row as the services read it, with its secrets (never answered as they are). */
export interface EndpointRow extends Record<string, unknown> {
  id: string;
  companyId: string;
  url: string;
  description: string;
  eventTypes: WebhookEndpoint['eventTypes'];
  status: WebhookEndpoint['status'];
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  failingSince: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  pending: number;
}

const ENDPOINT_COLUMNS = sql`w.id, w.company_id as "companyId", w.url, w.description, w.event_types as "eventTypes",
  w.status, w.secret, w.previous_secret as "previousSecret", w.previous_secret_until as "previousSecretUntil",
  w.failing_since as "failingSince", w.disabled_at as "disabledAt", w.created_at as "createdAt",
  w.updated_at as "updatedAt",
  (select count(*) from webhook_messages m where m.endpoint_id = w.id and m.status = 'pending')::int as pending`;

const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);

/** The endpoint as the calls answer it: no secret. */
export function endpointView(row: EndpointRow, now = new Date()): WebhookEndpoint {
  const until = row.previousSecretUntil ? new Date(row.previousSecretUntil) : null;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    status: row.status,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    failingSince: iso(row.failingSince),
    disabledAt: iso(row.disabledAt),
    previousSecretValidUntil: row.previousSecret && until && until > now ? until.toISOString() : null,
    pending: row.pending,
  };
}

/** The company's endpoints, oldest first. */
export const endpointsOf = (db: DbOrTx, companyId: string) =>
  queryRows<EndpointRow>(
    db,
    sql`select ${ENDPOINT_COLUMNS} from webhook_endpoints w where w.company_id = ${companyId}::uuid
        order by w.created_at, w.id`,
  );

/** The company's endpoint with this id (locked for the transaction when asked), or 404. */
export async function endpointOf(
  db: DbOrTx,
  companyId: string,
  endpointId: string,
  lock = false,
): Promise<EndpointRow> {
  const [row] = await queryRows<EndpointRow>(
    db,
    sql`select ${ENDPOINT_COLUMNS} from webhook_endpoints w
         where w.id = ${endpointId}::uuid and w.company_id = ${companyId}::uuid
         ${lock ? sql`for update of w` : sql``}`,
  );
  if (!row) throw AppError.notFound('Webhook endpoint not found');
  return row;
}

export async function listWebhooks(db: DbOrTx, caller: Caller): Promise<WebhookEndpoint[]> {
  const rows = await endpointsOf(db, webhookCompanyOf(caller));
  return rows.map((row) => endpointView(row));
}

export async function getWebhook(db: DbOrTx, caller: Caller, endpointId: string): Promise<WebhookEndpoint> {
  return endpointView(await endpointOf(db, webhookCompanyOf(caller), endpointId));
}
