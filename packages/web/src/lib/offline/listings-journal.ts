import type { PosListingsPage } from "@pos/core/payments/pos-data.schema";
import type { RegisterDb } from "./offline-db";

/** A cold load since this many answers makes the journal start again (it only grows between two cold loads). */
const maxPages = 2_000;

/**
 * The catalogue's listings as they arrived: a reload (also offline) merges them again in the same order, then
 * refreshes from their `asOf`. A cold load's first page starts the journal over.
 */
export interface ListingsJournal {
  load(): Promise<{ cursor: string | null; page: PosListingsPage }[]>;
  append(request: { since: string | null; cursor: string | null }, page: PosListingsPage): Promise<void>;
}

/** `owner`: the signed-in register (rowKeyOf its token); another register's journal is never merged. */
export function listingsJournal(db: RegisterDb, owner: string): ListingsJournal {
  return {
    load: async () => {
      const rows = await db.listings.orderBy("seq").toArray();
      if (rows.length > maxPages || rows.some((row) => row.owner !== owner)) return [];
      return rows.map(({ cursor, page }) => ({ cursor, page }));
    },
    append: async (request, page) => {
      const quiet =
        request.since !== null && page.products.length + page.stock.length + page.batches.length === 0;
      await db.transaction("rw", db.listings, async () => {
        const first = await db.listings.orderBy("seq").first();
        if ((request.since === null && request.cursor === null) || (first && first.owner !== owner))
          await db.listings.clear();
        const last = await db.listings.orderBy("seq").last();
        // A refresh that changed nothing replaces the one before it of the same kind: the journal grows with changes only.
        if (quiet && last?.quiet && last.seq !== undefined) await db.listings.delete(last.seq);
        await db.listings.add({ cursor: request.cursor, page, quiet, owner });
      });
    },
  };
}
