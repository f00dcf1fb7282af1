import type { EventPayloadInput, EventType } from '@safc/domain';
import type { Db, Tx } from '../../db/client';
import { preparedRows, preparedStatement, sqlStatement } from '../../db/prepared-rows';
import {
  currentRequestTransaction,
  type ClosingStatement,
  type RequestTransaction,
} from '../../db/request-transaction';
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
const RECORD_EVENTS_SQL = sqlStatement('safc_events_record', ['jsonb'], recordEventsSql('$1'));

type RecordedFields = ReturnType<typeof recordedFieldsOf>;

/** Events left for the call's closing round trip, in the order they were recorded. */
interface EventsAtClose extends ClosingStatement {
  fields: RecordedFields[];
}

/** The keyed call's request transaction when `tx` is it, and the events it left for its close so far. */
function atCloseOf(tx: Tx): { request?: RequestTransaction; events?: EventsAtClose } {
  const request = currentRequestTransaction();
  if (request?.tx !== tx) return {};
  const events = request.closing.find(
    (closing): closing is EventsAtClose => closing.sql === RECORD_EVENTS_SQL,
  );
  return { request, events };
}

/**
 * Queues the events with the call's answer and COMMIT instead of in a statement of their own (issue 13:
 * a round trip fewer for the sign that completes a transfer), when `tx` is a keyed call's request
 * transaction; false otherwise, and nothing is done. Their payloads are checked now. Events recorded later
 * in the same call are queued after them (recordedEventsValue takes them first).
 */
export function queueEventsAtClose(tx: Tx, batch: readonly NewEvent[]): boolean {
  const { request, events } = atCloseOf(tx);
  if (!request) return false;
  let atClose = events;
  if (!atClose) {
    const fields: RecordedFields[] = [];
    atClose = {
      prepared: RECORD_EVENTS,
      sql: RECORD_EVENTS_SQL,
      fields,
      values: () => (fields.length > 0 ? [JSON.stringify(fields)] : null),
    };
    request.closing.push(atClose);
  }
  atClose.fields.push(...batch.map(recordedFieldsOf));
  return true;
}

/**
 * The parameter of recordEventsSql: the events' recorded fields (payloads checked) as one JSON array,
 * preceded by those the call left for its close (queueEventsAtClose), which are then queued here instead,
 * so that the queue keeps the order in which the call recorded them.
 */
export function recordedEventsValue(tx: Tx, batch: readonly NewEvent[]): string {
  const earlier = atCloseOf(tx).events?.fields.splice(0) ?? [];
  return JSON.stringify([...earlier, ...batch.map(recordedFieldsOf)]);
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
  await preparedRows(tx, RECORD_EVENTS, [recordedEventsValue(tx, batch)]);
}

/**
 * The transaction of every change that records events: `work` (which records them with recordEvents), then,
 * once committed, their sealing into the hash chain, so they are in the log when the call answers. Inside a
 * call's request transaction (an Idempotency-Key) the commit comes when the answer is stored, so the seal
 * waits for it.
 */
export async function eventTransaction<T>(db: Db, work: (tx: EventTx) => Promise<T>): Promise<T> {
  const result = await db.transaction((tx) => work(tx as EventTx));
  const request = currentRequestTransaction();
  if (request) request.afterCommit.push(() => sealAfterCommit(db));
  else await sealAfterCommit(db);
  return result;
}
