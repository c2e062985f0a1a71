import { dehydrate, hydrate, type Query, type QueryClient } from "@tanstack/react-query";
import type { RegisterDb } from "./offline-db";

/** The register's queries a reload offline needs (tRPC paths). */
const persistedPaths = new Set([
  "device.identity",
  "device.company",
  "device.location",
  "device.getCurrent",
  "shifts.current",
  "hours.current",
  "hours.employees",
  "discounts.forRegister",
  "devicePreferences.get",
  "offline.registerData",
]);

const pathOf = (query: Query): string => {
  const [path] = query.queryKey as [unknown];
  return Array.isArray(path) ? path.join(".") : "";
};

const persisted = (query: Query): boolean =>
  query.state.status === "success" && persistedPaths.has(pathOf(query));

/** The saved queries belong to one device token (FNV-1a of it: the token itself is not copied here). */
export function rowKeyOf(token: string | null): string {
  let hash = 0x811c9dc5;
  for (const char of token ?? "") hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `register:${hash.toString(16)}`;
}

/** Puts the register's queries saved by `persistQueries` for this token back into the cache (before they run). */
export async function restoreQueries(db: RegisterDb, client: QueryClient, token: string | null): Promise<void> {
  const row = await db.queries.get(rowKeyOf(token)).catch(() => undefined);
  if (row) hydrate(client, row.state);
}

/** Saves the register's queries to IndexedDB whenever one of them gets new data (at most every 500 ms). */
export function persistQueries(db: RegisterDb, client: QueryClient, token: string | null): () => void {
  const rowKey = rowKeyOf(token);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const state = dehydrate(client, { shouldDehydrateQuery: persisted });
    void db.transaction("rw", db.queries, async () => {
      await db.queries.clear();
      await db.queries.put({ hash: rowKey, state });
    }).catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || !persisted(event.query)) return;
    timer ??= setTimeout(save, 500);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
