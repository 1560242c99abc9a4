/**
 * An exclusive lock on a data folder. PGlite has none of its own, and two servers writing one
 * folder lose acknowledged commits, so a server takes DATA_DIR/server.lock (holding its pid)
 * before it opens the folder, and refuses to start while a live process holds it.
 */
import { readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { StartupError } from '../lib/startupError';

export class LockError extends StartupError {
  override name = 'LockError';
}

export interface DataDirLock {
  release(): Promise<void>;
}

// Creating the file and writing the pid are two steps; an empty lock younger than this is
// taken to belong to a server that is starting right now rather than to one that crashed.
const WRITE_GRACE_MS = 2000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(file: string): Promise<number | undefined> {
  const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

async function tryCreate(file: string): Promise<boolean> {
  try {
    await writeFile(file, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function isBeingWritten(file: string): Promise<boolean> {
  const stats = await stat(file).catch(() => undefined);
  return stats !== undefined && Date.now() - stats.mtimeMs < WRITE_GRACE_MS;
}

/** Takes the lock in dataDir, which must exist; a lock left by a dead process is taken over. */
export async function acquireLock(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, 'server.lock');
  // A second attempt follows the removal of a stale lock; should another server take the
  // lock in between, that attempt reports it like any live holder.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await tryCreate(file)) return { release: () => releaseLock(file) };
    const pid = await holderOf(file);
    // Our own pid in the file is a leftover from an earlier life of this pid (a container's
    // pid 1 is the same on every start), since this process has not written it yet.
    if (pid !== undefined && pid !== process.pid && isAlive(pid)) {
      throw new LockError(
        `The data folder ${dataDir} is in use by another server (pid ${pid}). Stop that server ` +
          `or use another DATA_DIR; if no server is running, delete ${file}.`,
      );
    }
    if (pid === undefined && (await isBeingWritten(file))) break;
    await unlink(file).catch(() => undefined);
  }
  throw new LockError(`The data folder ${dataDir} is being locked by another server starting now.`);
}

async function releaseLock(file: string): Promise<void> {
  // Leave alone a lock that is no longer ours (deleted by hand and taken by another server).
  if ((await holderOf(file)) === process.pid) await unlink(file);
}
