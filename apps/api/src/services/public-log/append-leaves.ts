import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { logLeaves, logNodes } from '../../db/schema';
import { leafHash, nodeKeyText, nodesAfterAppend, rangeHash, subtreesOf, type NodeKey } from './merkle';
import type { PublicLeaf } from './public-leaves';

/** Stored hashes of the given complete subtrees, by `level:index`. */
export async function loadNodes(db: DbOrTx, keys: readonly NodeKey[]) {
  const found = new Map<string, Uint8Array>();
  if (keys.length === 0) return found;
  const rows = await queryRows<{ level: number; nodeIndex: string; hash: Uint8Array }>(
    db,
    sql`select level::int as level, node_index::text as "nodeIndex", hash from log_nodes
         where (level, node_index) in (${sql.join(
           keys.map((key) => sql`(${key.level}::smallint, ${key.index}::bigint)`),
           sql`, `,
         )})`,
  );
  for (const row of rows)
    found.set(nodeKeyText({ level: row.level, index: Number(row.nodeIndex) }), row.hash);
  return found;
}

/**
 * Appends leaves after the `size` already stored, with every subtree they complete, and returns the new
 * root. Runs inside the publishing job's transaction, which alone writes the log (advisory lock).
 */
export async function appendLeaves(tx: Tx, size: number, leaves: readonly PublicLeaf[]): Promise<Buffer> {
  const hashes = leaves.map((leaf) => leafHash(Buffer.from(leaf.leaf, 'utf8')));
  const frontier = await loadNodes(tx, subtreesOf([0, size]));
  const made = nodesAfterAppend(size, hashes, frontier);
  if (leaves.length > 0) {
    await tx.insert(logLeaves).values(
      leaves.map((leaf, offset) => ({
        leafIndex: size + offset,
        eventSeq: leaf.eventSeq,
        kind: leaf.kind,
        serial: leaf.serial,
        leaf: leaf.leaf,
        leafHash: hashes[offset] as Buffer,
      })),
    );
    await tx
      .insert(logNodes)
      .values(made.map(({ key, hash }) => ({ level: key.level, nodeIndex: key.index, hash })));
  }
  const all = new Map(frontier);
  for (const { key, hash } of made) all.set(nodeKeyText(key), hash);
  return rangeHash([0, size + leaves.length], (key) => {
    const hash = all.get(nodeKeyText(key));
    if (!hash) throw new Error(`Merkle root: node ${nodeKeyText(key)} is missing`);
    return hash;
  });
}
