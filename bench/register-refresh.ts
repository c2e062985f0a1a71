/**
 * bench/register-refresh: the register with 50 000 products, right after a refresh (pos-and-accounts.md 4: after
 * every sale). Each round merges an answer of 20 changed products (renames that move a product in the order,
 * new products, deletions, a variant renamed, stock running out and coming back), then times the first search
 * typed and the first product grid page (61 rows, as the register asks: every product, or one category); floor:
 * the same search or page again on the index that did not change since, in the same run. Also times listing every
 * shown product in order against a bare sort-free pass that picks them. Prints p50/p95 and the p95 ratios (target
 * at most 2; exits 1 above it). Then times every keystroke of the queries typed, through the search's trigram
 * index and by its full scan, and prints the index's postings and the heap it took (exact with `node --expose-gc`).
 */
import { performance } from "node:perf_hooks";
import type { PosListings, PosProduct, PosStockRow } from "@pos/core/payments/pos-data.schema";
import { isShown, productsIn, searchResults } from "../packages/web/src/features/pos-catalog/browse";
import { product as posProduct } from "../packages/web/src/features/pos-catalog/catalog.fixtures";
import { CatalogIndex } from "../packages/web/src/features/pos-catalog/catalog-index";
import { percentile } from "./support/measure";
import { catalogueStamp, registerCatalogue } from "./support/register-catalogue";

const productCount = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
const queries = ["blue dream 4", "gelato", "kush 12", "wedding cake 3"];
const categories: (string | null)[] = [null, "c1", "c2-1"];

const listings = registerCatalogue(productCount);
const heapUsed = (): number => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};
const index = new CatalogIndex();
const heapBefore = heapUsed();
const built = performance.now();
index.merge(listings);
const buildMs = performance.now() - built;
const heapAfter = heapUsed();
const singles = listings.products.filter((item) => item.parentId === null && !item.isMasterProduct);
const children = listings.products.filter((item) => item.parentId !== null);

/** Round `round`'s answer: 20 product rows and the stock of the products that ran out or came back. */
function refresh(round: number): PosListings {
  const updateDate = new Date(Date.parse(catalogueStamp) + (round + 1) * 60_000).toISOString();
  const pick = <T>(list: T[], at: number): T => list[(round * 977 + at * 7919) % list.length] as T;
  const products: PosProduct[] = [];
  const stock: PosStockRow[] = [];
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (let at = 0; at < 10; at += 1) {
    const item = index.get(pick(singles, at).id);
    if (item) products.push({ ...item, name: `${letters[(round + at) % 26]}${item.name}`, updateDate });
  }
  for (let at = 0; at < 4; at += 1)
    products.push(posProduct(`new-${round}-${at}`, { name: `Gelato New ${round}-${at}`, updateDate }));
  for (let at = 10; at < 12; at += 1) {
    const item = index.get(pick(singles, at).id);
    if (item) products.push({ ...item, isDeleted: true, updateDate });
  }
  for (let at = 0; at < 2; at += 1) {
    const item = index.get(pick(children, at).id);
    if (item) products.push({ ...item, name: `${item.name} (new size)`, updateDate });
  }
  for (let at = 12; at < 14; at += 1) {
    const item = pick(singles, at);
    stock.push({ productId: item.id, batchId: null, quantity: round % 2 === 0 ? 0 : 50, updateDate });
  }
  return { ...listings, asOf: updateDate, products, stock, batches: [] };
}

/** The least a grid listing must do: pick the shown products of the category, in no particular order. */
function bareListing(categoryId: string | null): PosProduct[] {
  const rows: PosProduct[] = [];
  for (const item of index.topLevel())
    if ((categoryId === null || item.categoryIds.includes(categoryId)) && isShown(index, item, true))
      rows.push(item);
  return rows;
}

const time = (run: () => unknown): number => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

const page = 61;
const samples = {
  search: [] as number[],
  searchFloor: [] as number[],
  grid: [] as number[],
  gridFloor: [] as number[],
  full: [] as number[],
  bare: [] as number[],
};
for (let round = -5; round < rounds; round += 1) {
  const query = queries[(round + 5) % queries.length] as string;
  const categoryId = categories[(round + 5) % categories.length] ?? null;
  index.merge(refresh(3 * (round + 5)));
  const search = time(() => searchResults(index, query, true, page));
  const searchFloor = time(() => searchResults(index, query, true, page));
  index.merge(refresh(3 * (round + 5) + 1));
  const grid = time(() => productsIn(index, categoryId, true, page));
  const gridFloor = time(() => productsIn(index, categoryId, true, page));
  index.merge(refresh(3 * (round + 5) + 2));
  const full = time(() => productsIn(index, categoryId, true));
  const bare = time(() => bareListing(categoryId));
  if (round < 0) continue;
  samples.search.push(search);
  samples.searchFloor.push(searchFloor);
  samples.grid.push(grid);
  samples.gridFloor.push(gridFloor);
  samples.full.push(full);
  samples.bare.push(bare);
}

const spread = (values: number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(2)} ms  p95 ${percentile(values, 0.95).toFixed(2)} ms (${values.length})`;
const ratio = (measured: number[], floor: number[]) => percentile(measured, 0.95) / percentile(floor, 0.95);
console.log(`catalogue of ${listings.products.length} products indexed in ${buildMs.toFixed(0)} ms`);
console.log(`${"search, unchanged index".padEnd(34)}${spread(samples.searchFloor)}`);
console.log(`${"first search after refresh".padEnd(34)}${spread(samples.search)}`);
console.log(`${"grid page, unchanged index".padEnd(34)}${spread(samples.gridFloor)}`);
console.log(`${"first grid page after refresh".padEnd(34)}${spread(samples.grid)}`);
console.log(`${"bare sort-free pass, all shown".padEnd(34)}${spread(samples.bare)}`);
console.log(`${"all shown, sorted, after refresh".padEnd(34)}${spread(samples.full)}`);
const keystrokes = queries.flatMap((text) =>
  [...text].map((_, at) => text.slice(0, at + 1)).filter((typed) => typed.trim()),
);
/** Keystrokes with a term of 3 characters or more go through the trigram index; shorter ones scan. */
const indexed = (text: string) => text.split(/\s+/).some((term) => term.length >= 3);
const typed = { indexed: [] as number[], short: [] as number[], scan: [] as number[] };
for (let pass = 0; pass < 5; pass += 1)
  for (const text of keystrokes) {
    typed[indexed(text) ? "indexed" : "short"].push(time(() => index.search.search(text, page * 2)));
    if (indexed(text)) typed.scan.push(time(() => index.search.scan(text, page * 2)));
  }
console.log(`${"keystroke 3+ chars, trigram index".padEnd(34)}${spread(typed.indexed)}`);
console.log(`${"same keystrokes, full scan".padEnd(34)}${spread(typed.scan)}`);
console.log(`${"keystroke 1-2 chars (scan)".padEnd(34)}${spread(typed.short)}`);
const megabytes = (heapAfter - heapBefore) / 2 ** 20;
const heapNote = globalThis.gc ? "" : " (no --expose-gc: rough)";
console.log(`search index: ${index.search.postingCount} trigram postings for ${index.search.size} products`);
console.log(`heap +${megabytes.toFixed(1)} MB building the whole catalogue index${heapNote}`);
const line = (label: string, measured: number[], floor: number[], of: string) => {
  const value = ratio(measured, floor);
  console.log(`${label.padEnd(34)}${value.toFixed(2)} (p95 / p95 ${of}, target <= 2)`);
  return value;
};
const ratios = [
  line("search-after-refresh ratio", samples.search, samples.searchFloor, "unchanged index"),
  line("grid-after-refresh ratio", samples.grid, samples.gridFloor, "unchanged index"),
  line("full-listing-after-refresh ratio", samples.full, samples.bare, "bare pass"),
];
if (ratios.some((value) => value > 2)) process.exitCode = 1;
