import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { User } from "@pos/core/auth/auth.entity";
import { UserSearchKey } from "@pos/core/auth/user-search.entity";
import { searchKeyOf, searchTokensOf } from "@pos/core/auth/user-search-keys";

const marker = "user-search-backfilled";

/**
 * One-off: writes the admin search keys (core/auth/user-search.entity.ts) of users created before they existed.
 * Reads users a page at a time (the only scan left, outside core, once per data directory); writing a key again
 * is harmless, so an interrupted run simply runs again at the next start.
 */
export async function backfillUserSearchKeys(): Promise<number> {
  let cursor: string | null = null;
  let users = 0;
  do {
    const page: { data: { userId: string; email?: string; name: string }[]; cursor: string | null } =
      await User.scan.go({ limit: 100, cursor, attributes: ["userId", "email", "name"] });
    const keys = page.data.flatMap((user) =>
      searchTokensOf(user).map((token) => searchKeyOf(user.userId, token)),
    );
    if (keys.length > 0) {
      const { unprocessed } = await UserSearchKey.put(keys).go();
      if (unprocessed.length > 0) await UserSearchKey.put(keys).go();
    }
    users += page.data.length;
    cursor = page.cursor;
  } while (cursor);
  return users;
}

/** Runs the backfill once per persistent data directory (an in-memory database starts with keys for every user). */
export async function backfillUserSearchOnce(dataDir: string): Promise<void> {
  const file = path.join(dataDir, marker);
  if (existsSync(file)) return;
  const users = await backfillUserSearchKeys();
  writeFileSync(file, `${new Date().toISOString()} ${users} users\n`, { mode: 0o600 });
  if (users > 0) console.log(`[backfill] admin search keys written for ${users} users`);
}
