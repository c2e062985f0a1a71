import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from "@tanstack/react-query";
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

/**
 * Only what IndexedDB can store: the answer and its time. A query's last failure (a tRPC error holding the
 * fetch Response) would make the whole save fail with a DataCloneError.
 */
const storable = (state: DehydratedState): DehydratedState => ({
  mutations: [],
  queries: state.queries.map(({ queryKey, queryHash, dehydratedAt, state: query }) => ({
    queryKey,
    queryHash,
    dehydratedAt,
    state: {
      data: query.data,
      dataUpdateCount: query.dataUpdateCount,
      dataUpdatedAt: query.dataUpdatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: "success",
      fetchStatus: "idle",
    },
  })),
});

/** The saved queries belong to one device token (FNV-1a of it: the token itself is not copied here). */
export function rowKeyOf(token: string | null): string {
  let hash = 0x811c9dc5;
  for (const char of token ?? "") hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `register:${hash.toString(16)}`;
}

/**
 * Puts the register's queries saved by `persistQueries` for this token back into the cache (before they run), for a
 * register loading offline: they are what its screens show until the connection is back.
 */
export async function restoreQueries(db: RegisterDb, client: QueryClient, token: string | null): Promise<void> {
  const row = await db.queries.get(rowKeyOf(token)).catch(() => undefined);
  if (!row) return;
  hydrate(client, row.state);
}

/** Saves the register's queries to IndexedDB whenever one of them gets new data (at most every 500 ms). */
export function persistQueries(db: RegisterDb, client: QueryClient, token: string | null): () => void {
  const rowKey = rowKeyOf(token);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const state = storable(dehydrate(client, { shouldDehydrateQuery: persisted }));
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
