import type {
  ConsistencyProof,
  ConsistencyProofQuery,
  InclusionProof,
  InclusionProofQuery,
  LogCheckpoint,
  LogLeafKind,
  LogLeaves,
  LogLeavesQuery,
} from '@safc/domain';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { logCheckpoints, logCosignatures, logLeaves, unitBlocks } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { loadNodes } from './append-leaves';
import {
  consistencyRanges,
  inclusionRanges,
  nodeKeyText,
  rangeHash,
  subtreesOf,
  type LeafRange,
} from './merkle';

type CheckpointRow = typeof logCheckpoints.$inferSelect;

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

/** The signed note with the cosignature lines witnesses gave it appended (C2SP tlog-cosignature). */
const checkpointOf = (row: CheckpointRow, cosignatures: readonly string[]): LogCheckpoint => ({
  origin: row.note.slice(0, row.note.indexOf('\n')),
  treeSize: row.treeSize,
  rootHash: base64(row.rootHash),
  signedAt: row.signedAt.toISOString(),
  checkpoint: row.note + cosignatures.join(''),
});

/**
 * The latest checkpoint, or the one signed for `treeSize`; every one ever signed is kept, with the cosignatures
 * peers gave it.
 */
export async function getCheckpoint(db: DbOrTx, treeSize?: number): Promise<LogCheckpoint> {
  const [row] = await db
    .select()
    .from(logCheckpoints)
    .where(treeSize === undefined ? undefined : eq(logCheckpoints.treeSize, treeSize))
    .orderBy(desc(logCheckpoints.treeSize))
    .limit(1);
  if (!row) {
    throw AppError.notFound(
      treeSize === undefined
        ? 'The registry has signed no checkpoint yet'
        : `No checkpoint was signed for tree size ${treeSize}`,
      { treeSize: treeSize ?? null },
    );
  }
  const cosignatures = await db
    .select({ line: logCosignatures.line })
    .from(logCosignatures)
    .where(eq(logCosignatures.treeSize, row.treeSize))
    .orderBy(logCosignatures.witness);
  return checkpointOf(
    row,
    cosignatures.map((cosignature) => cosignature.line),
  );
}

/** The hashes of the ranges a proof names, read from the stored complete subtrees in one query. */
async function hashesOf(db: DbOrTx, ranges: readonly LeafRange[]): Promise<string[]> {
  const keys = ranges.flatMap(subtreesOf);
  const nodes = await loadNodes(db, keys);
  return ranges.map((range) =>
    base64(
      rangeHash(range, (key) => {
        const hash = nodes.get(nodeKeyText(key));
        if (!hash) throw new Error(`Merkle proof: node ${nodeKeyText(key)} is missing`);
        return hash;
      }),
    ),
  );
}

/** A unit named by serial or by id. */
async function serialOfUnit(db: DbOrTx, unit: string): Promise<string> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(unit))
    return unit.toUpperCase();
  const [row] = await db
    .select({ serial: unitBlocks.serial })
    .from(unitBlocks)
    .where(eq(unitBlocks.id, unit));
  return row?.serial ?? unit;
}

/**
 * GET /api/public/proof/inclusion: the proof that a unit's public event (its claim by default) is a leaf of
 * the tree a checkpoint signed, with the leaf's bytes so the caller hashes it themselves.
 */
export async function getInclusionProof(db: DbOrTx, query: InclusionProofQuery): Promise<InclusionProof> {
  const serial = await serialOfUnit(db, query.unit);
  const [leaf] = await db
    .select()
    .from(logLeaves)
    .where(and(eq(logLeaves.serial, serial), eq(logLeaves.kind, query.kind)))
    .orderBy(logLeaves.leafIndex)
    .limit(1);
  if (!leaf) {
    throw AppError.notFound(`The public log has no ${query.kind} event for ${query.unit} yet`, {
      unit: query.unit,
      kind: query.kind,
    });
  }
  const checkpoint = await getCheckpoint(db, query.treeSize);
  if (leaf.leafIndex >= checkpoint.treeSize) {
    throw AppError.notFound(
      `The ${query.kind} event of ${serial} is not in the tree of size ${checkpoint.treeSize}`,
      {
        treeSize: checkpoint.treeSize,
      },
    );
  }
  return {
    kind: leaf.kind as LogLeafKind,
    serial: leaf.serial,
    leafIndex: leaf.leafIndex,
    treeSize: checkpoint.treeSize,
    leaf: leaf.leaf,
    leafHash: base64(leaf.leafHash),
    proof: await hashesOf(db, inclusionRanges(leaf.leafIndex, checkpoint.treeSize)),
    checkpoint,
  };
}

/** GET /api/public/proof/consistency: the proof that the tree of size `from` is a prefix of tree `to`. */
export async function getConsistencyProof(
  db: DbOrTx,
  query: ConsistencyProofQuery,
): Promise<ConsistencyProof> {
  const latest = await getCheckpoint(db);
  if (query.to > latest.treeSize) {
    throw AppError.badRequest(`to is above the latest checkpoint's tree size (${latest.treeSize})`, {
      field: 'to',
    });
  }
  const proof = query.from === query.to ? [] : await hashesOf(db, consistencyRanges(query.from, query.to));
  return { from: query.from, to: query.to, proof };
}

/**
 * GET /api/public/log/leaves: the canonical text of leaves [start, end), within the latest signed checkpoint,
 * so a follower (another registry, an auditor) rebuilds the tree and checks it against the signed root.
 */
export async function getLogLeaves(db: DbOrTx, query: LogLeavesQuery): Promise<LogLeaves> {
  const latest = await getCheckpoint(db);
  if (query.end > latest.treeSize) {
    throw AppError.badRequest(`end is above the latest checkpoint's tree size (${latest.treeSize})`, {
      field: 'end',
      treeSize: latest.treeSize,
    });
  }
  const rows = await db
    .select({ leaf: logLeaves.leaf })
    .from(logLeaves)
    .where(and(gte(logLeaves.leafIndex, query.start), lt(logLeaves.leafIndex, query.end)))
    .orderBy(logLeaves.leafIndex);
  return { start: query.start, end: query.end, leaves: rows.map((row) => row.leaf) };
}
