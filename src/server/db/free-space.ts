import { existsSync, statfsSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database needs room to open: on a full disk PGlite dies at start with a bare
 * "Aborted()", which says nothing about space. The server checks first and says what to do.
 */
export const MIN_FREE_MB = 64;

/** Why the data folder cannot hold the database (too little free space there), or undefined. */
export function tooLittleSpace(dataDir: string, minMb = MIN_FREE_MB): string | undefined {
  let dir = path.resolve(dataDir);
  while (!existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const { bavail, bsize } = statfsSync(dir);
  const freeMb = Math.floor((Number(bavail) * Number(bsize)) / 2 ** 20);
  if (freeMb >= minMb) return undefined;
  return `DATA_DIR: only ${freeMb} MB is free on the disk of ${dataDir}; the embedded database needs at least ${minMb} MB to start and to save. Free some space there, or set DATA_DIR to a folder on a larger disk.`;
}
