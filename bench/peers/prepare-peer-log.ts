import { createHash } from 'node:crypto';
import { batchFingerprint, type BatchIdentity } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';
import { queryRows } from '../../apps/api/src/db/query-rows';
import { logCheckpoints, publicLogState } from '../../apps/api/src/db/schema';
import type { SealedEvent } from '../../apps/api/src/services/events/next-sealed-events';
import { appendLeaves } from '../../apps/api/src/services/public-log/append-leaves';
import { checkpointBody } from '../../apps/api/src/services/public-log/checkpoint';
import type { LogSigner } from '../../apps/api/src/services/public-log/log-signer';
import {
  leafOf,
  publicEventOf,
  type BlockFacts,
  type PublicLeaf,
} from '../../apps/api/src/services/public-log/public-leaves';

// A peer registry's public log of `leaves` issued units, written through the log's own code: each leaf is what
// the publisher makes of a UnitIssued event (leafOf, version 2, with its batch fingerprint and document hash),
// appended by appendLeaves (log_leaves and every complete subtree in log_nodes), and the tree's checkpoint signed
// by the peer's key, as publishPublicEvents leaves them. No registry data behind them: a follower reads only the
// log.

const SCHEMES = ['isccCorsia', 'isccEu', 'rsbCorsia'] as const;
const FEEDSTOCKS = ['Used cooking oil (UCO)', 'Tallow', 'Forestry residues', 'Municipal solid waste'];
const COUNTRIES = ['NO', 'SE', 'DK', 'FI', 'DE', 'NL', 'FR', 'ES'];
/** Leaves a transaction: under PostgreSQL's 65,535 parameters of one insert (6 a leaf). */
const CHUNK = 5_000;

/** The batch of leaf `n` (1-based): three schemes, 5,000 certificates, one batch number each. */
export const batchOf = (n: number): BatchIdentity => ({
  scheme: SCHEMES[n % SCHEMES.length] as BatchIdentity['scheme'],
  certificateNumber: `EU-ISCC-Cert-${n % 5000}`,
  batchNumber: `BENCH-${n}`,
});

/** The proof document's SHA-256 of leaf `n`: what the peer computed from the bytes it received. */
export const documentOf = (n: number) => createHash('sha256').update(`bench-document-${n}`).digest('hex');

/**
 * The same two hashes in SQL, for pgbench's reference script: the fingerprint's text is already normalised
 * (upper case, A-Z and 0-9 only), as batchFingerprint makes it from batchOf(n).
 */
export const SQL_HASHES_OF_N = {
  fingerprint: `encode(sha256(convert_to('safc-batch/v1' || chr(10) || (array['isccCorsia','isccEu','rsbCorsia'])[1 + :n % 3] || chr(10) || 'EUISCCCERT' || (:n % 5000) || chr(10) || 'BENCH' || :n || chr(10), 'UTF8')), 'hex')`,
  document: `encode(sha256(convert_to('bench-document-' || :n, 'UTF8')), 'hex')`,
};

async function leafNumber(n: number): Promise<PublicLeaf> {
  const serial = `SAFCA-${2023 + (n % 4)}-${String(n).padStart(9, '0')}`;
  const volume = (((n * 7919) % 500_000) / 1000 + 0.5).toFixed(3);
  const at = new Date(Date.UTC(2023, 0, 1) + n * 60_000);
  const event = {
    seq: 100 + n,
    hash: createHash('sha256').update(`event ${n}`).digest('hex'),
    at,
    type: 'UnitIssued',
    payload: { serial, unitType: 'SAFcA', volume },
  } as unknown as SealedEvent;
  const read = publicEventOf(event);
  if (!read) throw new Error('UnitIssued makes no public leaf');
  const block: BlockFacts = {
    serial,
    unitType: 'SAFcA',
    typeCode: n % 3 === 0 ? 'SAFcA-A3-VAL' : 'SAFcA-A2-VAL',
    volume,
    co2Abated: (Number(volume) * 3.2).toFixed(3),
    retiredAt: null,
    claim: null,
    issuanceSerial: null,
    issuedAt: at.toISOString(),
    productionYear: 2023 + (n % 4),
    feedstock: FEEDSTOCKS[n % FEEDSTOCKS.length] as string,
    scheme: batchOf(n).scheme,
    countries: COUNTRIES.slice(n % 6, (n % 6) + 1 + (n % 3)),
    batchFingerprint: await batchFingerprint(batchOf(n)),
    documentSha256: documentOf(n),
  };
  return leafOf(event, read, block);
}

/** Leaves 0 .. leaves - 1 of the peer's log (leaf index i is issued unit n = i + 1), and its signed checkpoint. */
export async function preparePeerLog(db: Db, signer: LogSigner, leaves: number): Promise<void> {
  let root: Buffer = Buffer.alloc(0);
  for (let start = 0; start < leaves; start += CHUNK) {
    const made = await Promise.all(
      Array.from({ length: Math.min(CHUNK, leaves - start) }, (_, offset) => leafNumber(start + offset + 1)),
    );
    root = await db.transaction((tx) => appendLeaves(tx, start, made));
    if ((start / CHUNK) % 20 === 0) console.log(`peer log: ${start + made.length} leaves`);
  }
  await db.insert(logCheckpoints).values({
    treeSize: leaves,
    rootHash: root,
    note: signer.signNote(checkpointBody(signer.name, leaves, root)),
  });
  await db
    .update(publicLogState)
    .set({ treeSize: leaves })
    .where(sql`id = 1`);
  await db.execute(sql`vacuum analyze log_leaves`);
  await db.execute(sql`vacuum analyze log_nodes`);
}

/** The tree size of the peer log a database holds (0 when it has none yet). */
export async function peerLogSize(db: Db): Promise<number> {
  const [row] = await queryRows<{ size: number }>(
    db,
    sql`select coalesce(max(tree_size), 0)::int as size from log_checkpoints`,
  );
  return row?.size ?? 0;
}
