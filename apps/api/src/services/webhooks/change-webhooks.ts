import {
  WEBHOOKS_PER_COMPANY,
  type WebhookCreate,
  type WebhookEndpoint,
  type WebhookUpdate,
  type WebhookWithSecret,
} from '@safc/domain';
import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sqlArray } from '../../db/sql-array';
import { AppError } from '../../errors/app-error';
import { eventTransaction, recordEvents, type EventTx } from '../events/record-events';
import type { Caller } from '../users/caller';
import { refusedAddress } from './webhook-address-guard';
import { endpointOf, endpointView, webhookCompanyOf, type EndpointRow } from './webhook-endpoints';
import { newWebhookSecret, PREVIOUS_SECRET_VALID_MS } from './webhook-secrets';

// Creating, editing, rotating and deleting a company's webhook endpoints (issue 44): one transaction each,
// with its event in the company's log (never the secret). Where an address points is judged again at each
// delivery; here it is refused early when it can only be refused then.

/** What is wrong with where the address points, judged without resolving it (names are judged when sent). */
export function urlRefusal(value: string, allowPrivate: boolean): string | null {
  const url = new URL(value);
  if (url.protocol !== 'https:' && !allowPrivate) return 'The address must start with https://';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (isIP(host)) return refusedAddress(host, allowPrivate);
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost')))
    return `${host} is this registry's own machine`;
  return null;
}

function checkUrl(url: string, allowPrivate: boolean): void {
  const refusal = urlRefusal(url, allowPrivate);
  if (refusal) throw AppError.badRequest(`url: ${refusal}`, { url: refusal });
}

const webhookEvent = (caller: Caller, row: Pick<EndpointRow, 'id' | 'companyId'>) => ({
  actorId: caller.user.id,
  companyId: row.companyId,
  entityType: 'webhook',
  entityId: row.id,
});

/** POST /api/webhooks: a new endpoint, its secret in the answer only. */
export async function createWebhook(
  db: Db,
  caller: Caller,
  input: WebhookCreate,
  allowPrivate: boolean,
): Promise<WebhookWithSecret> {
  const companyId = webhookCompanyOf(caller);
  checkUrl(input.url, allowPrivate);
  const secret = newWebhookSecret();
  const row = await eventTransaction(db, async (tx) => {
    // The company's row is the lock that counts its endpoints one creation at a time.
    await tx.execute(sql`select id from companies where id = ${companyId}::uuid for update`);
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from webhook_endpoints where company_id = ${companyId}::uuid`,
    );
    if (count >= WEBHOOKS_PER_COMPANY)
      throw AppError.conflict(`A company keeps at most ${WEBHOOKS_PER_COMPANY} webhook endpoints`);
    const [created] = await queryRows<{ id: string }>(
      tx,
      sql`insert into webhook_endpoints (company_id, url, description, event_types, secret, after_seq, created_by)
          values (${companyId}::uuid, ${input.url}, ${input.description ?? ''},
                  ${sqlArray(input.eventTypes, 'text')}, ${secret},
                  (select coalesce(max(seq), 0) from events), ${caller.user.id}::uuid)
          returning id`,
    );
    const stored = await endpointOf(tx, companyId, created!.id);
    await recordEvents(tx, [
      {
        type: 'WebhookCreated',
        ...webhookEvent(caller, stored),
        payload: { url: stored.url, eventTypes: stored.eventTypes, description: stored.description },
      },
    ]);
    return stored;
  });
  return { ...endpointView(row), secret };
}

/** Runs a change on the caller's company's endpoint, locked, in one transaction. */
async function changeEndpoint<T>(
  db: Db,
  caller: Caller,
  endpointId: string,
  change: (tx: EventTx, row: EndpointRow) => Promise<T>,
): Promise<T> {
  const companyId = webhookCompanyOf(caller);
  return eventTransaction(db, async (tx) => change(tx, await endpointOf(tx, companyId, endpointId, true)));
}

/**
 * PATCH /api/webhooks/{id}: the address, the types, the description, or the status: paused holds deliveries
 * (they wait, in order), active sends them again; a disabled endpoint made active starts a fresh failing streak
 * and hears the events from then on.
 */
export function updateWebhook(
  db: Db,
  caller: Caller,
  endpointId: string,
  input: WebhookUpdate,
  allowPrivate: boolean,
): Promise<WebhookEndpoint> {
  if (input.url !== undefined) checkUrl(input.url, allowPrivate);
  return changeEndpoint(db, caller, endpointId, async (tx, row) => {
    const changes: Record<string, unknown> = {};
    if (input.url !== undefined && input.url !== row.url) changes.url = { from: row.url, to: input.url };
    if (input.description !== undefined && input.description !== row.description)
      changes.description = { from: row.description, to: input.description };
    if (input.eventTypes !== undefined && input.eventTypes.join() !== row.eventTypes.join())
      changes.eventTypes = { from: row.eventTypes, to: input.eventTypes };
    if (input.status !== undefined && input.status !== row.status)
      changes.status = { from: row.status, to: input.status };
    if (Object.keys(changes).length === 0) return endpointView(row);
    const reEnabled = row.status === 'disabled' && input.status === 'active';
    await tx.execute(
      sql`update webhook_endpoints set
            url = ${input.url ?? row.url},
            description = ${input.description ?? row.description},
            event_types = ${sqlArray(input.eventTypes ?? row.eventTypes, 'text')},
            status = ${input.status ?? row.status},
            updated_at = now()
            ${reEnabled ? sql`, disabled_at = null, failing_since = null, after_seq = greatest(after_seq, (select coalesce(max(seq), 0) from events))` : sql``}
          where id = ${row.id}::uuid`,
    );
    await recordEvents(tx, [{ type: 'WebhookUpdated', ...webhookEvent(caller, row), payload: { changes } }]);
    return endpointView(await endpointOf(tx, row.companyId, row.id));
  });
}

/** POST /api/webhooks/{id}/rotate-secret: a new secret; the old one signs beside it for 24 hours. */
export function rotateWebhookSecret(
  db: Db,
  caller: Caller,
  endpointId: string,
  now = new Date(),
): Promise<WebhookWithSecret> {
  return changeEndpoint(db, caller, endpointId, async (tx, row) => {
    const secret = newWebhookSecret();
    const until = new Date(now.getTime() + PREVIOUS_SECRET_VALID_MS);
    await tx.execute(
      sql`update webhook_endpoints set previous_secret = secret, previous_secret_until = ${until.toISOString()}::timestamptz,
                 secret = ${secret}, updated_at = now()
           where id = ${row.id}::uuid`,
    );
    await recordEvents(tx, [
      {
        type: 'WebhookSecretRotated',
        ...webhookEvent(caller, row),
        payload: { previousSecretValidUntil: until.toISOString() },
      },
    ]);
    return { ...endpointView(await endpointOf(tx, row.companyId, row.id), now), secret };
  });
}

/** DELETE /api/webhooks/{id}: the endpoint, its queue and its delivery log. */
export function deleteWebhook(db: Db, caller: Caller, endpointId: string): Promise<void> {
  return changeEndpoint(db, caller, endpointId, async (tx, row) => {
    await tx.execute(sql`delete from webhook_endpoints where id = ${row.id}::uuid`);
    await recordEvents(tx, [
      {
        type: 'WebhookDeleted',
        ...webhookEvent(caller, row),
        payload: { url: row.url, eventTypes: row.eventTypes, description: row.description },
      },
    ]);
  });
}
