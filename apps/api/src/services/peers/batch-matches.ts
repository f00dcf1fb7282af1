import type { BatchMatch, BatchMatches } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../errors/app-error';

/** More matches than this for one batch say enough; the answer stays small whatever a peer holds. */
const MAX_MATCHES = 100;

interface MatchRow extends Record<string, unknown> {
  origin: string;
  serial: string;
  issuedAt: string;
}

const matchOf = (row: MatchRow): BatchMatch => ({
  origin: row.origin,
  serial: row.serial,
  issuedAt: new Date(row.issuedAt).toISOString(),
});

/**
 * Peers' issued leaves naming a batch by either hash, within each peer's verified tree size (rows above it are
 * still being checked). `hashes` are lowercase hex; nulls are skipped.
 */
export async function peerMatchesOf(
  db: DbOrTx,
  hashes: { batchFingerprint: string | null; documentSha256: string | null },
): Promise<BatchMatch[]> {
  const conditions: SQL[] = [];
  if (hashes.batchFingerprint) conditions.push(sql`pb.batch_fingerprint = ${hashes.batchFingerprint}`);
  if (hashes.documentSha256) conditions.push(sql`pb.document_sha256 = ${hashes.documentSha256}`);
  if (conditions.length === 0) return [];
  const rows = await queryRows<MatchRow>(
    db,
    sql`select pb.origin, pb.serial, pb.issued_at::text as "issuedAt"
          from peer_batches pb join peer_logs pl on pl.origin = pb.origin and pb.leaf_index < pl.tree_size
         where ${sql.join(conditions, sql` or `)}
         order by pb.issued_at, pb.origin, pb.serial limit ${MAX_MATCHES}`,
  );
  return rows.map(matchOf);
}

/** This registry's approved issuances holding the hash, by their first unit's serial. */
async function ownMatchesOf(db: DbOrTx, hash: string, origin: string): Promise<BatchMatch[]> {
  const rows = await queryRows<MatchRow>(
    db,
    sql`select ${origin}::text as origin, b.serial, i.approved_at::text as "issuedAt"
          from issuances i
          join lateral (select serial from unit_blocks r where r.issuance_id = i.id and r.parent_id is null
                         order by r.created_at limit 1) b on true
         where i.status = 'approved' and i.approved_at is not null
           and (i.batch_fingerprint = ${hash} or i.document_sha256 = ${hash})
         order by i.approved_at limit ${MAX_MATCHES}`,
  );
  return rows.map(matchOf);
}

/**
 * GET /api/public/batches/{hash}: where a batch (by fingerprint or by its document's hash) was issued, in this
 * registry and in the peers it follows. 404 when nowhere: the answer says nothing of pending issuances.
 */
export async function getBatchMatches(db: DbOrTx, hash: string, ownOrigin: string): Promise<BatchMatches> {
  const own = await ownMatchesOf(db, hash, ownOrigin);
  const peers = await peerMatchesOf(db, { batchFingerprint: hash, documentSha256: hash });
  const matches = [...own, ...peers];
  if (matches.length === 0)
    throw AppError.notFound('No registry this one knows has issued this batch or document', { hash });
  return { hash, matches };
}
