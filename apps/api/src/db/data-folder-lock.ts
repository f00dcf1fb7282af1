import { readFileSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { withoutTrailingSlashes } from '@safc/domain';

// PGlite is PostgreSQL inside one process, without the postmaster that would keep a second one out: two
// processes opening one data folder (a second `npm start`, or `npm run backup` beside the running registry)
// would each replay and write its pages and corrupt it. Whoever opens the folder holds `<DATA_DIR>.lock`
// (beside the folder, not in it: PGlite's dump takes the whole folder) with its process id until it closes.

export class DataFolderInUseError extends Error {}

/** The lock file of a PGlite data folder. */
export const dataFolderLockPath = (dataDir: string): string => `${withoutTrailingSlashes(dataDir)}.lock`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder for this process; a lock left by a process that ended (killed, crashed) is taken over.
 * Returns the release. `purpose` names what the holder does, for the refusal another process reads.
 */
export async function lockDataFolder(dataDir: string, purpose: string): Promise<() => Promise<void>> {
  const lockPath = dataFolderLockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const file = await open(lockPath, 'wx');
      await file.writeFile(JSON.stringify({ pid: process.pid, purpose, since: new Date().toISOString() }));
      await file.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: { pid?: number; purpose?: string } = {};
    try {
      holder = JSON.parse(readFileSync(lockPath, 'utf8')) as typeof holder;
    } catch {
      // Unreadable: written by a process that died mid-write; stale like any other.
    }
    if (typeof holder.pid === 'number' && holder.pid !== process.pid && isRunning(holder.pid)) {
      throw new DataFolderInUseError(
        `The PGlite data folder ${dataDir} is in use by process ${holder.pid} (${holder.purpose ?? 'the registry'}). ` +
          'PGlite admits one process: stop that one first (or, if no such process is the registry, remove ' +
          `${lockPath}).`,
      );
    }
    await rm(lockPath, { force: true });
  }
  throw new DataFolderInUseError(`Could not take ${lockPath}: another process took it at the same moment`);
}
