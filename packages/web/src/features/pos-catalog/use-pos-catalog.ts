import { useEffect, useSyncExternalStore } from "react";
import { listingsJournal } from "@/lib/offline/listings-journal";
import { registerDb } from "@/lib/offline/offline-db";
import { watchPendingLines } from "@/lib/offline/outbox-db";
import { rowKeyOf } from "@/lib/offline/query-persistence";
import { readStorage, storageKeys } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";
import { CatalogStore, type CatalogSnapshot, type FetchListings } from "./catalog-store";

/** One store per signed-in register: another device token (a new log-in) starts from an empty catalogue. */
let current: { token: string | null; store: CatalogStore } | null = null;

function storeFor(fetchListings: FetchListings): CatalogStore {
  const token = readStorage(storageKeys.deviceAuthToken);
  if (current?.token !== token)
    current = { token, store: new CatalogStore(fetchListings, listingsJournal(registerDb(), rowKeyOf(token))) };
  else current.store.setFetcher(fetchListings);
  return current.store;
}

export interface PosCatalog extends CatalogSnapshot {
  /** Fetches what changed now (after a sale); resolves when it is merged. */
  refresh: () => Promise<void>;
}

/** The register's catalogue (see catalog-store.ts), shared by every screen of the register. */
export function usePosCatalog(): PosCatalog {
  const utils = trpc.useUtils();
  const store = storeFor((request) => utils.client.posData.listings.query(request));
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => watchPendingLines(registerDb(), store.setPendingSales), [store]);
  return { ...snapshot, refresh: store.refresh };
}
