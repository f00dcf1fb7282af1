import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { checkLedgerInvariant } from '../db/invariants';
import { uploads } from '../db/schema';
import { verifyEventChain } from '../services/events/verify-event-chain';
import type { FileStorage } from '../storage/file-storage';
import type { BackupManifest } from './backup-manifest';
import { readRegistryState } from './registry-state';

export interface RestoreCheck {
  name: string;
  ok: boolean;
  detail: string;
}

/**
 * What a restored registry must pass before it is used: the chain verifies (the check behind
 * GET /api/logs/verify) and ends where the manifest says, the ledger invariants hold (DESIGN §4), and every
 * upload opens with the size and SHA-256 stored at upload.
 */
export async function checkRestoredRegistry(
  db: Db,
  storage: FileStorage,
  manifest: BackupManifest,
): Promise<RestoreCheck[]> {
  const chain = await verifyEventChain(db);
  const state = await readRegistryState(db);
  const violations = await checkLedgerInvariant(db);
  const uploadProblems = await checkUploads(db, storage);
  return [
    {
      name: 'hash chain',
      ok: chain.ok,
      detail: chain.ok
        ? `${chain.count} events verified`
        : `broken at event ${chain.brokenAt.seq} (${chain.brokenAt.reason}) after ${chain.count} sound events`,
    },
    {
      name: 'chain head as backed up',
      ok: state.events.count === manifest.events.count && state.events.head === manifest.events.head,
      detail: `${state.events.count} events, head ${state.events.head ?? 'none'} (backup: ${manifest.events.count}, ${manifest.events.head ?? 'none'})`,
    },
    {
      name: 'ledger invariants',
      ok: violations.length === 0,
      detail:
        violations.length === 0
          ? 'volumes conserved, reservations in range'
          : `${violations.length} violations, first: ${JSON.stringify(violations[0])}`,
    },
    {
      name: 'uploads',
      ok: uploadProblems.problems.length === 0,
      detail:
        uploadProblems.problems.length === 0
          ? `${uploadProblems.count} files open with their stored size and SHA-256`
          : `${uploadProblems.problems.length} of ${uploadProblems.count} do not: ${uploadProblems.problems.slice(0, 5).join('; ')}`,
    },
  ];
}

async function checkUploads(db: Db, storage: FileStorage): Promise<{ count: number; problems: string[] }> {
  const rows = await db
    .select({ storageKey: uploads.storageKey, sizeBytes: uploads.sizeBytes, sha256: uploads.sha256 })
    .from(uploads);
  const problems: string[] = [];
  for (const row of rows) {
    let bytes: Buffer;
    try {
      bytes = await storage.get(row.storageKey);
    } catch {
      problems.push(`${row.storageKey} is missing`);
      continue;
    }
    if (bytes.length !== row.sizeBytes)
      problems.push(`${row.storageKey} has ${bytes.length} bytes, not ${row.sizeBytes}`);
    else if (createHash('sha256').update(bytes).digest('hex') !== row.sha256)
      problems.push(`${row.storageKey} does not match its SHA-256`);
  }
  return { count: rows.length, problems };
}
