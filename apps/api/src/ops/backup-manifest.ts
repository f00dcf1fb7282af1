import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

// A backup is one folder: manifest.json, the database file and, when the registry keeps its files in a folder
// (FILE_STORAGE=folder), uploads/ (the stored files by storage key); otherwise the files are in the database file.
export const MANIFEST_FILE = 'manifest.json';
export const UPLOADS_FOLDER = 'uploads';
/** PGlite's own dump (dumpDataDir, a gzipped tar of its data folder) or pg_dump's custom format. */
export const DATABASE_FILE = { pglite: 'database.pglite.tar.gz', postgres: 'database.pgdump' } as const;

const BackupManifestSchema = z.object({
  format: z.literal('safc-registry-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  databaseFile: z.string(),
  migration: z.object({ count: z.number().int(), last: z.string().nullable() }),
  events: z.object({ count: z.number().int(), head: z.string().nullable() }),
  uploads: z.object({ count: z.number().int(), bytes: z.number().int() }),
  /**
   * Where the uploads' bytes are in this backup: in the database file (FILE_STORAGE=database, decision 116),
   * or in its uploads/ folder. Absent in backups written before files could live in the database: the folder.
   */
  fileStorage: z.enum(['database', 'folder']).optional(),
  /**
   * Where the public log's signing key is: generated and kept in the database, so in this backup; or given by
   * LOG_SIGNING_KEY, never stored, so the operator keeps it (its name says which key). Absent in backups
   * written before this was recorded.
   */
  logSigningKey: z
    .discriminatedUnion('keptIn', [
      z.object({ keptIn: z.literal('backup') }),
      z.object({ keptIn: z.literal('environment'), name: z.string() }),
    ])
    .optional(),
});

export type BackupManifest = z.infer<typeof BackupManifestSchema>;

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${folder} is not a registry backup: it has no ${MANIFEST_FILE}`);
  }
  const parsed = BackupManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${folder}/${MANIFEST_FILE} is not a registry backup manifest`);
  return parsed.data;
}
