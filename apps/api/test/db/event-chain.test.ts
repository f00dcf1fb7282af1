import { desc, eq, sql } from 'drizzle-orm';
import { EventPayloadError } from '@safc/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { eventChainHead, events } from '../../src/db/schema';
import { eventTransaction, recordEvents, type NewEvent } from '../../src/services/events/record-events';
import { canonicalJson, hashEvent } from '../../src/services/events/canonical-event';
import { verifyEventChain } from '../../src/services/events/verify-event-chain';
import { createTestDatabase } from '../helpers/database';

// UserUpdated carries `changes` as any JSON object: the chain is tested on what jsonb rewrites.
const userUpdated = (entityId: string, changes: Record<string, unknown> = {}): NewEvent => ({
  type: 'UserUpdated',
  entityType: 'user',
  entityId,
  payload: { changes },
});

/** Records one event in its own transaction (sealed after commit) and answers it as chained. */
async function appendOne(database: Database, entityId: string, changes: Record<string, unknown> = {}) {
  await eventTransaction(database.db, (tx) => recordEvents(tx, [userUpdated(entityId, changes)]));
  const [chained] = await database.db
    .select()
    .from(events)
    .where(eq(events.entityId, entityId))
    .orderBy(desc(events.seq))
    .limit(1);
  if (!chained) throw new Error(`appendOne: the event of ${entityId} was not sealed`);
  return chained;
}

describe('event log hash chain', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('verifies an empty log', async () => {
    expect(await verifyEventChain(database.db)).toEqual({ ok: true, count: 0 });
  });

  it('links each event to the one before and moves the head', async () => {
    const first = await appendOne(database, 'a');
    const second = await appendOne(database, 'b', {
      comment: 'checked',
      at: new Date('2026-01-02T03:04:05.678Z'),
    });
    const rows = await database.db.select().from(events).orderBy(events.seq);
    expect(rows.map((row) => row.seq)).toEqual([1, 2]);
    expect(rows[1]?.prevHash).toBe(first.hash);
    expect(rows[1]?.payload).toEqual({ changes: { comment: 'checked', at: '2026-01-02T03:04:05.678Z' } });
    expect(await database.db.select().from(eventChainHead)).toEqual([{ id: 1, seq: 2, hash: second.hash }]);
    expect(await verifyEventChain(database.db)).toEqual({ ok: true, count: 2 });
  });

  it('verifies payloads whose key order and values jsonb rewrites', async () => {
    await appendOne(database, 'a', {
      zeta: 1.5,
      alpha: [3, { b: null, a: 'é' }],
      dropped: undefined,
      big: 1e21,
    });
    expect(await verifyEventChain(database.db)).toEqual({ ok: true, count: 1 });
  });

  it('verifies across pages of the walk', async () => {
    await eventTransaction(database.db, (tx) =>
      recordEvents(
        tx,
        Array.from({ length: 1_001 }, (_, index) => userUpdated(String(index))),
      ),
    );
    expect(await verifyEventChain(database.db)).toEqual({ ok: true, count: 1_001 });
  });

  it('keeps one gapless chain when transactions append at the same time', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, index) => appendOne(database, String(index))));
    const rows = await database.db.select({ seq: events.seq }).from(events).orderBy(events.seq);
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(await verifyEventChain(database.db)).toEqual({ ok: true, count: 12 });
  });

  it('leaves no event behind when the transaction rolls back', async () => {
    await expect(
      eventTransaction(database.db, async (tx) => {
        await recordEvents(tx, [userUpdated('x')]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await appendOne(database, 'y');
    expect(await verifyEventChain(database.db)).toEqual({ ok: true, count: 1 });
  });

  it('refuses, in recordEvents, an event whose payload does not fit its type, and records nothing', async () => {
    const record = (payload: unknown) =>
      eventTransaction(database.db, (tx) =>
        recordEvents(tx, [
          {
            type: 'UnitCommentSet',
            entityType: 'unitBlock',
            entityId: 'a',
            payload: payload as { serial: string; comment: string },
          },
        ]),
      );
    await expect(record({ serial: 'S-1' })).rejects.toThrow(EventPayloadError);
    await expect(record({ serial: 'S-1', comment: 'ok', volume: '1.000' })).rejects.toThrow(/volume/);
    await expect(record({ serial: 1, comment: 'ok' })).rejects.toThrow(/UnitCommentSet/);
    expect(await verifyEventChain(database.db)).toEqual({ ok: true, count: 0 });
    await record({ serial: 'S-1', comment: null });
    expect(await verifyEventChain(database.db)).toEqual({ ok: true, count: 1 });
  });

  it('names an event whose payload was changed', async () => {
    await appendOne(database, 'a', { volume: '10.000' });
    const second = await appendOne(database, 'b', { volume: '20.000' });
    await appendOne(database, 'c');
    await database.db.execute(
      sql`update events set payload = '{"volume": "25.000"}'::jsonb where id = ${second.id}`,
    );
    expect(await verifyEventChain(database.db)).toEqual({
      ok: false,
      count: 1,
      brokenAt: { seq: 2, id: second.id, reason: 'hashMismatch' },
    });
  });

  it('names an event whose time was changed', async () => {
    const first = await appendOne(database, 'a');
    await appendOne(database, 'b');
    await database.db.execute(sql`update events set at = at - interval '1 second' where id = ${first.id}`);
    expect(await verifyEventChain(database.db)).toMatchObject({
      ok: false,
      brokenAt: { seq: 1, id: first.id, reason: 'hashMismatch' },
    });
  });

  it('names the next link when a rewritten event was given a fresh hash', async () => {
    const first = await appendOne(database, 'a', { volume: '10.000' });
    const second = await appendOne(database, 'b', { volume: '20.000' });
    const third = await appendOne(database, 'c');
    const [row] = await database.db.select().from(events).where(eq(events.id, second.id));
    if (!row) throw new Error('the second event is missing');
    const forged = { ...row, at: row.at.toISOString(), payload: { changes: { volume: '25.000' } } };
    const hash = hashEvent(first.hash, forged);
    await database.db.update(events).set({ payload: forged.payload, hash }).where(eq(events.id, second.id));
    expect(await verifyEventChain(database.db)).toEqual({
      ok: false,
      count: 2,
      brokenAt: { seq: 3, id: third.id, reason: 'prevHashMismatch' },
    });
  });

  it('names a deleted event as missing', async () => {
    await appendOne(database, 'a');
    const second = await appendOne(database, 'b');
    await appendOne(database, 'c');
    await database.db.delete(events).where(eq(events.id, second.id));
    expect(await verifyEventChain(database.db)).toEqual({
      ok: false,
      count: 1,
      brokenAt: { seq: 2, id: null, reason: 'missingEvent' },
    });
  });

  it('names a deleted last event, which the head still counts', async () => {
    await appendOne(database, 'a');
    const last = await appendOne(database, 'b');
    await database.db.delete(events).where(eq(events.id, last.id));
    expect(await verifyEventChain(database.db)).toMatchObject({
      ok: false,
      brokenAt: { seq: 2, reason: 'missingEvent' },
    });
  });
});

describe('canonical JSON', () => {
  it('sorts keys at every depth and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, undefined], c: undefined, e: null } })).toBe(
      '{"a":{"d":[1,null],"e":null},"b":1}',
    );
  });
});
