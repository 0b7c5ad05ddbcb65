import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * An exclusive lock on a PGlite data folder: PGlite is single-process, and two servers on one
 * folder each acknowledge writes that the other then overwrites. The lock is a file created with
 * O_EXCL beside the data (`<dir>.lock`) holding the owner's pid. A lock whose pid is gone (the
 * server was killed) is taken over; a live one makes the second server refuse to start.
 */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`The data folder ${path.resolve(dataDir)} is in use by another KinBo server (pid ${pid}). ` + 'Stop that server, or start this one with another DATA_DIR.');
    this.name = 'DataDirLockedError';
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
      if (Number.isSafeInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner)) throw new DataDirLockedError(dataDir, owner);
      if (owner === process.pid) throw new DataDirLockedError(dataDir, owner);
      rmSync(lockFile, { force: true }); // stale: its server is gone
    }
  }
  throw new Error(`Could not lock the data folder ${path.resolve(dataDir)}`);
}
