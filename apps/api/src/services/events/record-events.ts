import type { EventPayloadInput, EventType } from '@safc/domain';
import type { Db, Tx } from '../../db/client';
import { preparedRows, preparedStatement } from '../../db/prepared-rows';
import { inTransaction, isTransaction } from '../../db/transaction';
import { recordedFieldsOf } from './chain-events';
import { sealAfterCommit } from './seal-events';

/** Who and what an event is about. */
export interface EventScope {
  actorId?: string | null;
  companyId?: string | null;
  accountId?: string | null;
  entityType: string;
  entityId: string;
}

/**
 * An event to record: its type decides its payload's shape (packages/domain/src/events), checked by the
 * compiler where it is written and by the schema when it is recorded (recordedFieldsOf).
 */
export type NewEvent = {
  [T in EventType]: EventScope & { type: T; payload: EventPayloadInput<T> };
}[EventType];

declare const opensEventTransaction: unique symbol;
/**
 * A transaction opened by eventTransaction, the only kind recordEvents takes: the compiler sees to it that
 * every recorded event is sealed right after its commit.
 */
export type EventTx = Tx & { readonly [opensEventTransaction]: true };

/**
 * The insert of a batch of events into the queue, from one jsonb array parameter (`param`, e.g. `$2`, the
 * value made by recordedEventsValue), in the batch's order: one fixed statement text for any number of
 * events, so it is prepared once and can sit in a CTE beside the change it records (docs/decisions/032).
 */
export function recordEventsSql(param: string): string {
  return `insert into event_queue (actor_id, company_id, account_id, entity_type, entity_id, type, payload)
    select e."actorId", e."companyId", e."accountId", e."entityType", e."entityId", e.type, e.payload
      from rows from (jsonb_to_recordset(${param}::jsonb) as ("actorId" uuid, "companyId" uuid,
             "accountId" uuid, "entityType" text, "entityId" text, type event_type, payload jsonb))
           with ordinality as e("actorId", "companyId", "accountId", "entityType", "entityId", type, payload, ord)
     order by e.ord`;
}

const RECORD_EVENTS = preparedStatement('events.record', recordEventsSql('$1'));
/** The parameter of recordEventsSql: the events' recorded fields (payloads checked) as one JSON array. */
export function recordedEventsValue(batch: readonly NewEvent[]): string {
  return JSON.stringify(batch.map(recordedFieldsOf));
}

/**
 * The one way to record events (DESIGN §8, docs/decisions/006 and 040): each payload is checked against its
 * type's schema, and the batch is queued in the caller's transaction, in order, taking no lock, so it
 * commits or rolls back with the change. eventTransaction seals it into the hash chain right after commit.
 * A statement that changes rows and records in one go (the ledger's hot path) puts recordEventsSql in its
 * CTE instead, with recordedEventsValue.
 */
export async function recordEvents(tx: EventTx, batch: readonly NewEvent[]): Promise<void> {
  if (batch.length === 0) return;
  await preparedRows(tx, RECORD_EVENTS, [recordedEventsValue(batch)]);
}

/**
 * The transaction of every change that records events: `work` (which records them with recordEvents), then,
 * once committed, their sealing into the hash chain, so they are in the log when the call answers. Given a
 * call's transaction (routes/keyed-call.ts), `work` joins it and the call seals once it has committed.
 */
export async function eventTransaction<T>(db: Db, work: (tx: EventTx) => Promise<T>): Promise<T> {
  const result = await inTransaction(db, (tx) => work(tx as EventTx));
  if (!isTransaction(db)) await sealAfterCommit(db);
  return result;
}
