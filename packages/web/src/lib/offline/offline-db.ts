import type { DehydratedState } from "@tanstack/react-query";
import Dexie, { type EntityTable } from "dexie";
import type { PosListingsPage } from "@pos/core/payments/pos-data.schema";
import type { OutboxEntry, SyncedEntry } from "./outbox";

/** One answer of `posData.listings` as the catalogue store merged it, in order. */
export interface ListingsPage {
  seq?: number;
  cursor: string | null;
  page: PosListingsPage;
  /** A refresh that brought no product, stock or lot change. */
  quiet: boolean;
  /** The register whose catalogue this is (rowKeyOf its token). */
  owner: string;
}

/** A query of the register as React Query last had it (dehydrated), so a reload offline finds it. */
export interface CachedQuery {
  hash: string;
  state: DehydratedState;
}

/**
 * The register's IndexedDB: the outbox, the ids synced sales got, the catalogue's
 * listings journal and the register's queries (its offline data among them: employees, verifiers, customers).
 */
export class RegisterDb extends Dexie {
  outbox!: EntityTable<OutboxEntry, "seq">;
  synced!: EntityTable<SyncedEntry, "pendingId">;
  listings!: EntityTable<ListingsPage, "seq">;
  queries!: EntityTable<CachedQuery, "hash">;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      outbox: "++seq, &pendingId, state",
      synced: "pendingId",
      listings: "++seq",
      queries: "hash",
    });
  }
}

let opened: RegisterDb | null = null;

/** The register's database (one per browser profile: a register is one device). */
export function registerDb(): RegisterDb {
  opened ??= new RegisterDb("greenline-register");
  return opened;
}
