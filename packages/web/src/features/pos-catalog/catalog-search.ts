import { normalise } from "@pos/core/catalog/product-search";
import type { PosProduct } from "@pos/core/payments/pos-data.schema";
import { TrigramIndex, trigramsOf } from "./catalog-trigrams";
import { SortedOrder } from "./sorted-order";

/**
 * The register's product search: name, SKU and barcode, case and accents ignored, every word of the query
 * required. Ranking: an exact SKU or barcode, then names starting with the query, then products where every
 * word starts a word, then the other matches; alphabetical within a rank. A pure module (the bench imports it).
 */
interface SearchEntry {
  product: PosProduct;
  name: string;
  sortKey: string;
  /** " name sku", each word after a space so a word prefix is `includes(" " + term)`; the SKU also whole. */
  own: string;
  /** The master's name: a child matches through it, ranked after matches of its own. */
  master: string;
  /** Barcode and SKU, matched whole (rank 0) or by prefix. */
  codes: string[];
}

const printableAscii = /^[\x20-\x7e]*$/;

/** normalise() with a fast path: printable ASCII has no accents or control characters to remove. */
export const fold = (text: string): string =>
  printableAscii.test(text) ? text.toLowerCase().trim() : normalise(text);

/** A key that sorts names alphabetically with numbers in their order ("3.5 g" before "28 g"). */
export const naturalKey = (text: string): string =>
  fold(text).replace(/\d+/g, (digits) => digits.padStart(8, "0"));

const words = (folded: string): string =>
  ` ${printableAscii.test(folded) ? folded.replace(/[^a-z0-9.]+/g, " ") : folded.replace(/[^\p{L}\p{N}.]+/gu, " ")}`;

const entryOf = (product: PosProduct, masterName: string | null): SearchEntry => {
  const codes = [product.sku, product.barcode].filter((code): code is string => Boolean(code)).map(fold);
  const name = fold(product.name);
  const sku = product.sku ? fold(product.sku) : "";
  return {
    product,
    name,
    sortKey: naturalKey(product.name),
    own: `${words(name)}${words(sku)} ${sku}`,
    master: masterName ? words(fold(masterName)) : "",
    codes,
  };
};

/** 0: an exact code; 1: the name starts with the query; 2: every word starts a word; 3: other matches; null: none. */
function rankOf(entry: SearchEntry, whole: string, terms: string[]): number | null {
  if (entry.codes.includes(whole)) return 0;
  let ownWords = true;
  for (const term of terms) {
    if (entry.own.includes(` ${term}`) || entry.codes.some((code) => code.startsWith(term))) continue;
    ownWords = false;
    if (!entry.own.includes(term) && !entry.master.includes(term)) return null;
  }
  if (entry.name.startsWith(whole)) return 1;
  return ownWords ? 2 : 3;
}

interface Ranked {
  entry: SearchEntry;
  rank: number;
}

/** Best rank first, then the alphabetical order of SortedOrder: key, then id. */
const byRankThenOrder = (a: Ranked, b: Ranked): number => {
  if (a.rank !== b.rank) return a.rank - b.rank;
  const [x, y] = [a.entry, b.entry];
  if (x.sortKey !== y.sortKey) return x.sortKey < y.sortKey ? -1 : 1;
  return x.product.id < y.product.id ? -1 : x.product.id > y.product.id ? 1 : 0;
};

/**
 * The first `limit` matches in rank-then-alphabetical order, kept in a sorted list of at most `limit`: about one
 * comparison per match, where sorting all m matches costs m·log m and walking the whole order n look-ups.
 */
function firstInOrder(matched: Ranked[], limit: number): Ranked[] {
  if (matched.length <= limit) return matched.sort(byRankThenOrder);
  const best: Ranked[] = [];
  for (const item of matched) {
    const last = best[best.length - 1];
    if (best.length === limit && last && byRankThenOrder(item, last) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (byRankThenOrder(best[middle] as Ranked, item) < 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, item);
    if (best.length > limit) best.pop();
  }
  return best;
}

/** The query's terms of at least this length narrow the search through the trigram index. */
const trigramLength = 3;

export class CatalogSearch {
  /** Entries in alphabetical order, kept up to date as products change (never sorted whole again). */
  private readonly entries = new SortedOrder<SearchEntry>();
  /** The trigrams of each entry's own words, SKU, codes and master's name: the candidates of a search. */
  private readonly trigrams = new TrigramIndex<SearchEntry>();

  set(product: PosProduct, masterName: string | null): void {
    const entry = entryOf(product, masterName);
    this.entries.set(product.id, entry.sortKey, entry);
    this.trigrams.set(product.id, entry, trigramsOf([entry.own, entry.master, ...entry.codes]));
  }

  delete(id: string): void {
    this.entries.delete(id);
    this.trigrams.delete(id);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Trigram postings held for the present products. */
  get postingCount(): number {
    return this.trigrams.postingCount;
  }

  /** The ids of the searchable products, in the order a search goes through them. */
  ids(): string[] {
    return this.entries.list().map((item) => item.id);
  }

  /**
   * At most `limit` matching products, best first. A term of 3 characters or more is found only in products
   * holding all its trigrams, so those candidates are ranked alone; shorter queries scan.
   */
  search(query: string, limit = 60): PosProduct[] {
    const whole = fold(query);
    const terms = whole.split(/\s+/).filter(Boolean);
    const long = terms.filter((term) => term.length >= trigramLength);
    if (long.length === 0) return this.scan(query, limit);
    const matched: Ranked[] = [];
    for (const entry of this.trigrams.withAll(trigramsOf(long))) {
      const rank = rankOf(entry, whole, terms);
      if (rank !== null) matched.push({ entry, rank });
    }
    return firstInOrder(matched, limit).map(({ entry }) => entry.product);
  }

  /** The search without the index: every entry in alphabetical order, ranked (stops at `limit` exact codes). */
  scan(query: string, limit = 60): PosProduct[] {
    const whole = fold(query);
    const terms = whole.split(/\s+/).filter(Boolean);
    if (terms.length === 0) return [];
    const ranks: [SearchEntry[], SearchEntry[], SearchEntry[], SearchEntry[]] = [[], [], [], []];
    for (const { value: entry } of this.entries.list()) {
      const rank = rankOf(entry, whole, terms);
      if (rank === null) continue;
      ranks[rank as 0 | 1 | 2 | 3].push(entry);
      if (ranks[0].length >= limit) break;
    }
    return ranks
      .flat()
      .slice(0, limit)
      .map((entry) => entry.product);
  }
}
