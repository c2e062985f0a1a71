import type { PosListingsPage } from "@pos/core/payments/pos-data.schema";
import type { CatalogIndex } from "./catalog-index";

/** Gives the browser its turn (input, painting) between two slices of a merge. */
export type Pause = () => Promise<void>;

/** A macrotask without setTimeout's 4 ms clamp: a message posted to itself. */
export const yieldToBrowser: Pause = () =>
  new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.addEventListener("message", () => {
      port1.close();
      resolve();
    });
    port1.start();
    port2.postMessage(null);
  });

/** Products merged between two looks at the clock. */
const step = 100;

/**
 * Merges one page of a load into the index on the main thread, in slices of about `budgetMs` with a pause between
 * them, so the screen never stops answering for long (a page of 400 products takes a few slices). The index is
 * usable between slices: search and scanning see what is merged so far. The first page of a load brings the
 * categories and tax groups; the last one sets `asOf`, so a load cut short is continued, never taken as complete.
 */
export async function mergePage(
  index: CatalogIndex,
  page: PosListingsPage,
  { first, budgetMs = 8, pause = yieldToBrowser }: { first: boolean; budgetMs?: number; pause?: Pause },
): Promise<void> {
  let sliceStart = performance.now();
  for (let at = 0; at < page.products.length; at += step) {
    if (at > 0 && performance.now() - sliceStart >= budgetMs) {
      await pause();
      sliceStart = performance.now();
    }
    index.mergeProducts(page.products.slice(at, at + step));
  }
  index.mergeStock(page.stock, page.batches);
  if (first) {
    index.categories = page.categories;
    index.taxGroups = page.taxGroups;
  }
  if (page.cursor === null) index.asOf = page.asOf;
  index.version += 1;
}
