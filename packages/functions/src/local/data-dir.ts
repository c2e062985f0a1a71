import { chmodSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** Owner-only: group and others lose every right on a directory and on everything already in it. */
function restrict(target: string, isDirectory: boolean): void {
  chmodSync(target, isDirectory ? 0o700 : 0o600);
  if (!isDirectory) return;
  for (const entry of readdirSync(target, { withFileTypes: true }))
    if (entry.isDirectory() || entry.isFile()) restrict(path.join(target, entry.name), entry.isDirectory());
}

/**
 * Creates the local data directory (database, uploads, session secret) readable by its owner only, and takes
 * group and world rights from what an older start left in it. New files stay private because the directory is.
 */
export function securePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  restrict(dir, true);
}
