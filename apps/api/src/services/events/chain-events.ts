import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client';
import { preparedRows, preparedStatement } from '../../db/prepared-rows';
import { checkEventPayload } from '@safc/domain';
import type { NewEvent } from './record-events';
import { hashEvent, normalizePayload, type CanonicalEvent } from './canonical-event';

/**
 * An event's fields as recorded (its payload checked), before the chain gives it its place and time; a queued
 * event keeps the id it was queued with.
 */
export type EventToChain = Omit<CanonicalEvent, 'id' | 'seq' | 'at'> & { id?: string };

export interface ChainedEvent {
  id: string;
  seq: number;
  at: Date;
  hash: string;
}

/**
 * An event's fields as recorded, in the queue and in the chain alike (missing scope is null), its payload
 * checked against its type's schema (packages/domain/src/events): a payload that does not fit throws
 * EventPayloadError and the change it records rolls back.
 */
export function recordedFieldsOf(event: NewEvent): EventToChain {
  const payload = normalizePayload(event.payload);
  checkEventPayload(event.type, payload);
  return {
    actorId: event.actorId ?? null,
    companyId: event.companyId ?? null,
    accountId: event.accountId ?? null,
    entityType: event.entityType,
    entityId: event.entityId,
    type: event.type,
    payload,
  };
}

/**
 * The events written, the head moved and the queue rows they came from deleted, in one statement: the
 * rows ($1, chainedRowsOf's, as one JSON array), the head's new seq and hash ($2, $3), the queue's
 * queued_seq to delete ($4).
 */
const WRITE_CHAIN = preparedStatement(
  'events.write-chain',
  `with written as (
     insert into events (id, seq, at, actor_id, company_id, account_id, entity_type, entity_id, type, payload,
                         prev_hash, hash)
     select e.id, e.seq, e.at, e."actorId", e."companyId", e."accountId", e."entityType", e."entityId", e.type,
            e.payload, e."prevHash", e.hash
       from jsonb_to_recordset($1::jsonb) as e(id uuid, seq bigint, at timestamptz, "actorId" uuid,
            "companyId" uuid, "accountId" uuid, "entityType" text, "entityId" text, type event_type,
            payload jsonb, "prevHash" text, hash text)
   ), moved as (
     update event_chain_head set seq = $2::bigint, hash = $3 where id = 1
   )
   delete from event_queue where queued_seq = any($4::bigint[])`,
);

/**
 * The one function that puts events on the hash chain, whoever records them (DESIGN §8, decision 006), given
 * the chain head as read under its row lock (held until the caller's commit, so chain writers of every
 * process queue there) with `at` from the database clock under that lock, so `at` never goes backwards along
 * seq, cut to milliseconds because that is what a JS Date keeps (seal-events.ts reads it with the queue).
 * Hashes each event onto the previous one and, in one statement, inserts them, moves the head and deletes
 * the queue rows they were taken from (`dequeued`, their queued_seq).
 */
export async function chainEvents(
  tx: Tx,
  head: ChainHead,
  batch: readonly EventToChain[],
  dequeued: readonly number[] = [],
): Promise<ChainedEvent[]> {
  if (batch.length === 0) return [];
  const rows = chainedRowsOf(head, batch);
  const last = rows[rows.length - 1]!;
  await preparedRows(tx, WRITE_CHAIN, [
    JSON.stringify(rows.map((row) => ({ ...row, at: row.at.toISOString() }))),
    String(last.seq),
    last.hash,
    `{${dequeued.join(',')}}`,
  ]);
  return rows.map(({ id, seq, at, hash }) => ({ id, seq, at, hash }));
}

/** The chain head as read under its row lock: `at` is the database clock, ISO 8601 with milliseconds. */
export interface ChainHead {
  seq: number | string;
  hash: string;
  at: string;
}

/**
 * The rows that put `batch` on the chain after `head`, each hashed onto the previous one, all at `head.at`
 * (the one place that computes the links: chainEvents and the ledger's seal both use it).
 */
export function chainedRowsOf(head: ChainHead, batch: readonly EventToChain[]) {
  const at = new Date(head.at);
  let prevHash = head.hash;
  let seq = Number(head.seq);
  return batch.map((event) => {
    seq += 1;
    const canonical: CanonicalEvent = {
      id: event.id ?? randomUUID(),
      seq,
      at: head.at,
      actorId: event.actorId,
      companyId: event.companyId,
      accountId: event.accountId,
      entityType: event.entityType,
      entityId: event.entityId,
      type: event.type,
      payload: event.payload,
    };
    const hash = hashEvent(prevHash, canonical);
    const row = { ...canonical, at, prevHash, hash };
    prevHash = hash;
    return row;
  });
}
